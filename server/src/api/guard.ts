import type { Context, MiddlewareHandler } from 'hono'
import { authenticate, hasReadScope } from '../auth/authenticate.ts'
import type { Environment, TokenStore } from '../auth/token-store.ts'
import type { DemoEnv } from '../http/env.ts'
import { rateHeaders, type FixedWindowLimiter, type RateDecision } from '../http/rate-limit.ts'
import { sendError } from './errors.ts'

const MINUTE = 60_000

/**
 * The token checks every operation runs after the per-IP ceiling: authentication (401s carry no
 * rate headers), the per-token ceiling (429 with `Retry-After` and the rate headers), the `read`
 * scope (403). From the token ceiling on, every answer — 304s and errors included — carries
 * `X-RateLimit-Limit/Remaining/Reset`. `lastUsedAt` is written at most once a minute, so getMe's
 * body (and its ETag) does not change on every call.
 */
export function tokenGuard(deps: {
  tokens: TokenStore
  environment: () => Environment
  limiter: FixedWindowLimiter
  now: () => number
}): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const now = deps.now()
    const result = authenticate(c.req.header('Authorization'), deps.tokens, deps.environment(), now)
    if (!result.ok) return sendError(c, result.failure.status, result.failure.code, result.failure.message)
    const { token } = result
    const decision: RateDecision = deps.limiter.take(token.idx)
    const withRateHeaders = (response: Response) => {
      for (const [name, value] of Object.entries(rateHeaders(decision))) response.headers.set(name, value)
      return response
    }
    if (!decision.allowed) {
      const refused = sendError(
        c,
        429,
        'RATE_LIMITED',
        'Too many requests for this API token; retry after the delay.',
      )
      refused.headers.set('Retry-After', String(decision.retryAfterSeconds))
      return withRateHeaders(refused)
    }
    if (!token.lastUsedAt || now - Date.parse(token.lastUsedAt) >= MINUTE) {
      token.lastUsedAt = new Date(now).toISOString()
    }
    if (!hasReadScope(token)) {
      return withRateHeaders(sendError(c, 403, 'INSUFFICIENT_SCOPE', 'The API token lacks the read scope.'))
    }
    c.set('token', token)
    await next()
    withRateHeaders(c.res)
  }
}

/** The per-IP ceiling, applied before the token is even read: its 429 has `Retry-After` only. */
export function ipGuard(deps: {
  limiter: FixedWindowLimiter
  clientIp: (c: Context<DemoEnv>) => string
}): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const decision = deps.limiter.take(deps.clientIp(c))
    if (decision.allowed) return next()
    const response = sendError(
      c,
      429,
      'RATE_LIMITED',
      'Too many requests from this address; retry after the delay.',
    )
    response.headers.set('Retry-After', String(decision.retryAfterSeconds))
    return response
  }
}
