import { notFound } from '@tanstack/react-router'
import { errorReason, type ErrorReason } from '../../api/error-reason'
import { InvalidLinkIdError } from './link-ids'

/** What a page's failure means: the API's reasons, plus a malformed id caught before any request. */
export function pageErrorReason(error: unknown): ErrorReason {
  if (error instanceof InvalidLinkIdError) return { kind: 'invalid-id' }
  return errorReason(error)
}

/**
 * For loaders: a 404 from the API becomes the router's not-found, so the route's
 * `notFoundComponent` says "not found in your organization"; any other failure goes on to the
 * route's `errorComponent`.
 */
export function notFoundOn404(error: unknown): never {
  if (pageErrorReason(error).kind === 'not-found') throw notFound()
  throw error
}
