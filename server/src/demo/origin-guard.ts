import type { MiddlewareHandler } from 'hono'
import type { DemoEnv } from '../http/env.ts'

/**
 * Keeps web pages away from the demo controls, which mint tokens, inject faults and reset the
 * data. They answer no CORS, so a page on another origin cannot read them; that alone would still
 * let a page send them a "simple" request that needs no preflight (a `text/plain` POST). So a
 * request that carries `Origin` is refused: browsers send it with every POST and DELETE and with
 * every cross-origin request, while tests, scripts and curl send none.
 */
export function refuseBrowsers(): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    if (c.req.header('Origin') === undefined) return next()
    return c.json(
      {
        statusCode: 403,
        code: 'DEMO_CONTROLS_NOT_FOR_BROWSERS',
        message: 'The demo controls answer scripts and tests, not web pages (the request has an Origin).',
      },
      403,
    )
  }
}
