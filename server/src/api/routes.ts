import type { Context, Hono } from 'hono'
import type { Environment, TokenStore } from '../auth/token-store.ts'
import type { DemoEnv } from '../http/env.ts'
import type { FixedWindowLimiter } from '../http/rate-limit.ts'
import { sendError } from './errors.ts'
import { ipGuard, tokenGuard } from './guard.ts'
import type { OperationName } from './operation-name.ts'
import type { OperationContext, OperationDeps } from './operations/context.ts'
import { listDivisions } from './operations/divisions.ts'
import { getMe } from './operations/get-me.ts'
import { getRound } from './operations/rounds.ts'
import { listTeams } from './operations/teams.ts'
import { getTournament, listTournaments } from './operations/tournaments.ts'

export const API_BASE = '/v1/external'

const OPERATIONS: Array<[OperationName, string, (c: OperationContext, deps: OperationDeps) => Response]> = [
  ['getMe', '/me', getMe],
  ['listTournaments', '/tournaments', listTournaments],
  ['getTournament', '/tournaments/:idx', getTournament],
  ['listDivisions', '/tournaments/:idx/divisions', listDivisions],
  ['listTeams', '/tournaments/:idx/teams', listTeams],
  ['getRound', '/rounds/:idx', getRound],
]

export interface ApiDeps extends OperationDeps {
  tokens: TokenStore
  environment: () => Environment
  tokenLimiter: FixedWindowLimiter
  ipLimiter: FixedWindowLimiter
  clientIp: (c: Context<DemoEnv>) => string
  now: () => number
}

/**
 * The six operations under /v1/external. Every request there first passes the per-IP ceiling;
 * each operation then runs the token guard. Another method on an operation's path answers 405
 * METHOD_NOT_ALLOWED (with `Allow`), before authentication, as routing comes first.
 */
export function registerApi(app: Hono<DemoEnv>, deps: ApiDeps): void {
  app.use(`${API_BASE}/*`, ipGuard({ limiter: deps.ipLimiter, clientIp: deps.clientIp }))
  const guard = tokenGuard({
    tokens: deps.tokens,
    environment: deps.environment,
    limiter: deps.tokenLimiter,
    now: deps.now,
  })
  for (const [name, path, operation] of OPERATIONS) {
    app.get(`${API_BASE}${path}`, guard, (c) => {
      c.set('operation', name)
      return operation(c, deps)
    })
    app.all(`${API_BASE}${path}`, (c) => {
      const response = sendError(
        c,
        405,
        'METHOD_NOT_ALLOWED',
        `${c.req.method} is not supported here; use GET.`,
      )
      response.headers.set('Allow', 'GET, HEAD, OPTIONS')
      return response
    })
  }
}
