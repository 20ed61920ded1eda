import type { MiddlewareHandler } from 'hono'
import type { TokenStore } from '../auth/token-store.ts'
import type { DemoEnv } from '../http/env.ts'
import type { RequestLog } from '../http/request-log.ts'
import { DROPPED_HEADER } from './fault-middleware.ts'

/**
 * Records every request to the API (preflights included) once it is answered: the token is
 * named by its idx when the request presented a known one, valid or not.
 */
export function logMiddleware(deps: {
  log: RequestLog
  tokens: TokenStore
  now: () => number
  clientIp: (c: Parameters<MiddlewareHandler<DemoEnv>>[0]) => string
}): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const started = deps.now()
    const startedReal = performance.now()
    await next()
    const url = new URL(c.req.url)
    const bearer = /^Bearer +(\S+)/i.exec(c.req.header('Authorization') ?? '')?.[1]
    const dropped = c.res.headers.has(DROPPED_HEADER)
    deps.log.record({
      time: new Date(started).toISOString(),
      method: c.req.method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      status: dropped ? 0 : c.res.status,
      notModified: c.res.status === 304,
      rateLimited: c.res.status === 429,
      tokenIdx: bearer ? (deps.tokens.find(bearer)?.idx ?? null) : null,
      clientIp: deps.clientIp(c),
      fault: c.get('fault') ?? null,
      durationMs: Math.round(performance.now() - startedReal),
    })
  }
}
