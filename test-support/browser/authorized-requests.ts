import type { Page } from '@playwright/test'

export interface AuthorizedRequest {
  origin: string
  authorization: string
}

/**
 * Watches every request the page makes from now on; the returned function lists those that carried
 * an `Authorization` header: where each went, with what.
 */
export function watchAuthorizedRequests(page: Page): () => Promise<AuthorizedRequest[]> {
  const seen: Promise<{ origin: string; authorization: string | null }>[] = []
  page.on('request', (request) => {
    seen.push(
      request
        .headerValue('authorization')
        .then((authorization) => ({ origin: new URL(request.url()).origin, authorization })),
    )
  })
  return async () =>
    (await Promise.all(seen)).flatMap(({ origin, authorization }) =>
      authorization === null ? [] : [{ origin, authorization }],
    )
}
