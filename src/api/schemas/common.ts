import * as z from 'zod/mini'
import type { Listed, ListedKind } from '../left-out'

/**
 * Building blocks shared by the resource schemas.
 *
 * Tolerance rules (the contract has gaps and the service may grow; decision 0523):
 * - unknown extra fields are dropped, never an error (zod objects strip them);
 * - enum fields accept any string: a value the contract doesn't list is kept and shown as text;
 * - record ids are non-empty strings: the contract says v4 UUID, but a page should not break
 *   over an id's version digit. Ids that come from the address bar are checked strictly instead;
 * - a field a page can do without (`maybe…`) keeps a null the API sent (for a field the contract
 *   marks nullable, null has a meaning: no website, the tournament's price, no limit), and reads
 *   as undefined, "not known", when it is absent or not what it should be (another type, a number
 *   that parsed as Infinity). The page shows nothing, or a dash, for what it does not know;
 * - a field a page cannot do without (an id, a name that says which record it is, a number that
 *   orders, a status or type, a date the record is about) stays required: a record without it
 *   cannot be shown. In a list (`listOf`) such a record is left out and counted, the rest kept.
 */

/** Keeps editor completion for the known values while admitting any other string. */
export type Tolerant<Known extends string> = Known | (string & {})

export function tolerantEnum<const Known extends readonly [string, ...string[]]>(_known: Known) {
  return z.string() as unknown as z.ZodMiniType<Tolerant<Known[number]>, string>
}

export const idx = z.string().check(z.minLength(1))

/** An ISO 8601 date-time in UTC. Kept as the string the API sent; formatting copes with bad values. */
export const dateTime = z.string()

/** A field the page can do without: null as sent; undefined when absent or unreadable. */
export function maybe<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.nullish(schema), undefined)
}

// Built once and shared: most open fields are one of these (decision 0519 counts schema objects).
export const maybeString = maybe(z.string())
export const maybeNumber = maybe(z.number())
export const maybeBoolean = maybe(z.boolean())
export const maybeDateTime = maybe(dateTime)
/** A field whose type the contract does not show (`americanoRounds`, `drawSize`…): kept as sent. */
export const unknownValue = z.optional(z.unknown())

/**
 * A list of records that shows what it can: an item that does not fit `item` is left out, and the
 * list says how many (`leftOut`, read by `leftOutIn` for the page's note). Parts of one record
 * (a score's sets) are plain `z.array`s instead: a game with a set that cannot be read is not shown
 * with a wrong score, it is left out of its own list.
 */
export function listOf<T>(item: z.ZodMiniType<T>, kind: ListedKind) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((values): Listed<T> => {
      const items: T[] = []
      const idxs: (string | null)[] = []
      for (const value of values) {
        const read = item.safeParse(value)
        if (read.success) items.push(read.data)
        else idxs.push(idxOf(value))
      }
      // Enumerable, so a query's structural sharing keeps the array (and what it left out) as it is.
      return idxs.length > 0 ? Object.assign(items, { leftOut: { kind, idxs } }) : items
    }),
  )
}

/** A record's idx when it has a readable one, so a record left out of two lists counts once. */
function idxOf(value: unknown): string | null {
  const id = typeof value === 'object' && value !== null ? (value as { idx?: unknown }).idx : null
  return typeof id === 'string' && id !== '' ? id : null
}

/** The small `{idx, name}` reference objects relations point at: a team, a division, a winner. */
export const reference = z.object({ idx, name: z.string() })
export type Reference = z.infer<typeof reference>
