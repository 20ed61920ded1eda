import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { pageNotFound } from './page-error'

/**
 * Record ids that come from the address bar (path and search parameters). The API would answer a
 * malformed one with 400 INVALID_ID; we refuse it before any request is sent, so a mangled link
 * costs no budget and says what is wrong with it.
 */
const V4_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isV4Uuid(value: unknown): value is string {
  return typeof value === 'string' && V4_UUID.test(value)
}

/** A record id from a link: a v4 UUID. A function, so that a schema using it is built only when used. */
function linkId() {
  return z.string().check(z.refine(isV4Uuid))
}

/**
 * A search parameter holding a record id: the id, or undefined when the link has none or a
 * malformed one. A function, so that a schema using it is built only when used (`lazySchema`).
 */
export function optionalLinkId() {
  return z.catch(z.optional(linkId()), undefined)
}

/**
 * A route's `params` when its address holds record ids (`params: linkIdParams('tournamentIdx')`):
 * each must be a v4 UUID, else the page is not found as a malformed link ("This link's id is
 * malformed"), before its loader runs. A not-found, not an error: the router shows it without
 * reporting it on the console, as it is no fault of the app.
 */
export function linkIdParams<const Name extends string>(...names: readonly Name[]) {
  const schema = lazySchema(() => z.object(Object.fromEntries(names.map((name) => [name, linkId()]))))
  return {
    parse: (params: Record<Name, string>): Record<Name, string> => {
      if (!schema.schema.safeParse(params).success) throw pageNotFound('invalid-id')
      return params
    },
  }
}
