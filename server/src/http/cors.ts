import type { MiddlewareHandler } from 'hono'

export const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']

/**
 * CORS for browsers on any origin: bearer tokens, no cookies, so `*` is safe. Allowed request
 * headers are listed by name: a `*` would not cover Authorization. `ETag` is exposed only while
 * `exposeEtag()` is on (the contract does not say whether the real service exposes it).
 */
export function cors(options: { exposeEtag: () => boolean; demoControls: boolean }): MiddlewareHandler {
  const allowHeaders = ['Authorization', 'If-None-Match']
  if (options.demoControls) allowHeaders.push('Content-Type', 'X-Demo-Client-Ip')
  const allowMethods = options.demoControls ? 'GET, HEAD, POST, DELETE, OPTIONS' : 'GET, HEAD, OPTIONS'
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': allowHeaders.join(', '),
        'Access-Control-Max-Age': '600',
      })
    }
    await next()
    const exposed = options.exposeEtag() ? [...RATE_HEADERS, 'ETag'] : RATE_HEADERS
    c.res.headers.set('Access-Control-Allow-Origin', '*')
    c.res.headers.set('Access-Control-Expose-Headers', exposed.join(', '))
  }
}
