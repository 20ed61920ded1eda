import type { MiddlewareHandler } from 'hono'

export const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']

const ALLOW_HEADERS = 'Authorization, If-None-Match'
const ALLOW_METHODS = 'GET, HEAD, OPTIONS'

/**
 * CORS for browsers on any origin: bearer tokens, no cookies, so `*` is safe for the read API.
 * Allowed request headers are listed by name: a `*` would not cover Authorization. `ETag` is
 * exposed only while `exposeEtag()` is on (the contract does not say whether the real service
 * exposes it). Paths under `exceptUnder` get no CORS at all: no page may read or drive them.
 */
export function cors(options: { exposeEtag: () => boolean; exceptUnder: string }): MiddlewareHandler {
  const excepted = (path: string) =>
    path === options.exceptUnder || path.startsWith(`${options.exceptUnder}/`)
  return async (c, next) => {
    if (excepted(c.req.path)) return next()
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
      })
    }
    await next()
    const exposed = options.exposeEtag() ? [...RATE_HEADERS, 'ETag'] : RATE_HEADERS
    c.res.headers.set('Access-Control-Allow-Origin', '*')
    c.res.headers.set('Access-Control-Expose-Headers', exposed.join(', '))
  }
}
