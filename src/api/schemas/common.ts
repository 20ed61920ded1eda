import * as z from 'zod/mini'

/**
 * Building blocks shared by the resource schemas.
 *
 * Tolerance rules (the contract has gaps and the service may grow):
 * - unknown extra fields are dropped, never an error (zod objects strip them);
 * - enum fields accept any string: a value the contract doesn't list is kept and shown as text;
 * - record ids are non-empty strings: the contract says v4 UUID, but a page should not break
 *   over an id's version digit. Ids that come from the address bar are checked strictly instead.
 */

/** Keeps editor completion for the known values while admitting any other string. */
export type Tolerant<Known extends string> = Known | (string & {})

export function tolerantEnum<const Known extends readonly [string, ...string[]]>(_known: Known) {
  return z.string() as unknown as z.ZodMiniType<Tolerant<Known[number]>, string>
}

export const idx = z.string().check(z.minLength(1))

/** An ISO 8601 date-time in UTC. Kept as the string the API sent; formatting copes with bad values. */
export const dateTime = z.string()

/** The small `{idx, name}` reference objects relations point at. */
export const reference = z.object({ idx, name: z.string() })
export type Reference = z.infer<typeof reference>
