import { notFound } from '@tanstack/react-router'
import { errorReason, type ErrorReason } from '../../api/error-reason'

/** Why a page is not found: the API has no such record for this organization, or the link's id is malformed. */
export type PageNotFound = Extract<ErrorReason, { kind: 'not-found' | 'invalid-id' }>

/**
 * For loaders and `params.parse`: the router's not-found, saying why, which the not-found view
 * shows ("Not found in your organization", "This link's id is malformed"). A not-found without a
 * reason is the router's own: an address that matches no page.
 */
export function pageNotFound(kind: PageNotFound['kind']) {
  return notFound({ data: { kind } satisfies PageNotFound })
}

/** The reason a not-found view is shown (its `data`), or null for an address that matches no page. */
export function notFoundReason(data: unknown): PageNotFound | null {
  const kind = (data as Partial<PageNotFound> | null | undefined)?.kind
  return kind === 'not-found' || kind === 'invalid-id' ? { kind } : null
}

/**
 * For loaders: a 404 from the API becomes the router's not-found, so the not-found view says
 * "not found in your organization"; any other failure goes on to the error view.
 */
export function notFoundOn404(error: unknown): never {
  if (errorReason(error).kind === 'not-found') throw pageNotFound('not-found')
  throw error
}
