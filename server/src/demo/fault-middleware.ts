import type { MiddlewareHandler } from 'hono'
import type { TokenStore } from '../auth/token-store.ts'
import { uniformError } from '../api/errors.ts'
import { decompress } from '../http/content-coding.ts'
import type { DemoEnv } from '../http/env.ts'
import type { RateLimitSettings } from '../http/rate-limit.ts'
import type { FaultInjector } from './faults.ts'
import { answerWithGaps } from './gaps.ts'

/** Marks a response the exported in-process `fetch` turns into a network error. */
export const DROPPED_HEADER = 'X-Demo-Dropped'

/**
 * Injects the switched-on faults into API requests in scope, before the rate ceilings (an
 * injected failure spends no budget): latency first, then a dropped connection, a 429 of the
 * burst, or a 5xx; the answer written with gaps; after the API answered, a malformed body. A dropped connection destroys the
 * socket on a real server; in process it yields a response marked with `X-Demo-Dropped`.
 */
export function faultMiddleware(deps: {
  faults: FaultInjector
  tokens: TokenStore
  rateLimits: () => RateLimitSettings
  now: () => number
}): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const { faults } = deps
    if (!faults.active) return next()
    const bearer = /^Bearer +(\S+)/i.exec(c.req.header('Authorization') ?? '')?.[1]
    const tokenIdx = bearer ? (deps.tokens.find(bearer)?.idx ?? null) : null
    if (!faults.appliesTo(tokenIdx, c.req.path)) return next()
    const settings = faults.settings
    if (settings.latencyMs > 0) {
      c.set('fault', 'latency')
      await new Promise((resolve) => setTimeout(resolve, settings.latencyMs))
    }
    const action = faults.decide()
    if (action === 'drop') {
      c.set('fault', 'drop')
      c.env?.incoming?.socket.destroy()
      return c.body(null, 500, { [DROPPED_HEADER]: '1' })
    }
    if (action === 'rate-limit') {
      c.set('fault', 'rate-limit')
      const retryAfter = settings.rateLimitRetryAfterSeconds
      const headers: Record<string, string> = { 'Retry-After': String(retryAfter) }
      if (settings.rateLimitKind === 'token') {
        headers['X-RateLimit-Limit'] = String(deps.rateLimits().perToken)
        headers['X-RateLimit-Remaining'] = '0'
        headers['X-RateLimit-Reset'] = String(Math.ceil(deps.now() / 1000) + retryAfter)
      }
      return c.json(
        uniformError(429, 'RATE_LIMITED', 'Too many requests (injected by the demo).'),
        429,
        headers,
      )
    }
    if (action === 'error') {
      c.set('fault', 'error')
      const status = settings.errorStatus
      return new Response(
        JSON.stringify(uniformError(status, 'INTERNAL_SERVER_ERROR', 'Injected failure.')),
        {
          status,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        },
      )
    }
    if (settings.gaps !== 'off' || settings.brokenItems) {
      c.set('fault', c.get('fault') ?? 'gaps')
      c.set('answerText', (operation, data) => answerWithGaps(operation, data, settings))
    }
    await next()
    if (c.res.status === 200 && faults.malformNext()) {
      c.set('fault', 'malformed')
      const bytes = Buffer.from(await c.res.arrayBuffer())
      // Cut the JSON, not its br or gzip stream: a cut stream is a network error, not a malformed body.
      const text = decompress(bytes, c.res.headers.get('Content-Encoding')).toString('utf8')
      c.res = new Response(text.slice(0, Math.floor(text.length / 2)), {
        status: 200,
        headers: c.res.headers,
      })
      c.res.headers.delete('ETag')
      c.res.headers.delete('Content-Length')
      c.res.headers.delete('Content-Encoding')
    }
  }
}
