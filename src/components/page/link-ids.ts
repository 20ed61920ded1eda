import * as z from 'zod/mini'

/**
 * Record ids that come from the address bar (path and search parameters). The API would answer a
 * malformed one with 400 INVALID_ID; we refuse it before any request is sent, so a mangled link
 * costs no budget and says what is wrong with it.
 */
const V4_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isV4Uuid(value: unknown): value is string {
  return typeof value === 'string' && V4_UUID.test(value)
}

/**
 * A search parameter holding a record id: the id, or undefined when the link has none or a
 * malformed one. A function, so that a schema using it is built only when used (`lazySchema`).
 */
export function optionalLinkId() {
  return z.catch(z.optional(z.string().check(z.refine(isV4Uuid))), undefined)
}

/** A link's id was not a v4 UUID: the link was cut short, mistyped or made up. */
export class InvalidLinkIdError extends Error {
  override readonly name = 'InvalidLinkIdError'
  constructor(readonly param: string) {
    super(`The link's ${param} is not a valid record id`)
  }
}

/**
 * The id as a v4 UUID, or an `InvalidLinkIdError` (for `params.parse`; `pageErrorReason` reads it
 * as 'invalid-id'). React reports an error thrown there to the console; staff pages render
 * `ValidLinkIds` instead, which throws nothing.
 */
export function linkIdx(value: string, param: string): string {
  if (!isV4Uuid(value)) throw new InvalidLinkIdError(param)
  return value
}
