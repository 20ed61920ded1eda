/**
 * What one read token allows an embed published with it. Every visitor's browser polls the API
 * itself, and all of them spend the same token's requests (120 per 60 s, 304s included).
 *
 * Each visitor polls `polledPerVisitor` resources (one for every embed page: the round, the
 * division's shown round, or the tournament) every `refreshSeconds`. A tenth of the limit is kept
 * back, as the client's own polling keeps it (src/api/rate-budget.ts), for page loads of arriving
 * visitors (two or three requests each) and for staff using the same token.
 */
export interface TokenLimit {
  /** Requests per window: the contract's 120. */
  limit: number
  windowSeconds: number
}

export const CONTRACT_TOKEN_LIMIT: TokenLimit = { limit: 120, windowSeconds: 60 }

export interface VisitorBudgetOptions {
  token?: TokenLimit
  polledPerVisitor?: number
}

/** Requests per window kept back from polling. */
export function reserveOf(limit: number): number {
  return Math.ceil(limit / 10)
}

/** How many visitors can keep an embed open at once before the token's budget runs out. */
export function concurrentVisitors(refreshSeconds: number, options: VisitorBudgetOptions = {}): number {
  const { limit, windowSeconds } = options.token ?? CONTRACT_TOKEN_LIMIT
  const polled = Math.max(1, options.polledPerVisitor ?? 1)
  if (!(refreshSeconds > 0) || !(windowSeconds > 0)) return 0
  const perVisitorPerWindow = (polled * windowSeconds) / refreshSeconds
  return Math.max(0, Math.floor((limit - reserveOf(limit)) / perVisitorPerWindow))
}

/** Requests per window that `visitors` open embeds spend by polling. */
export function pollingRequests(
  visitors: number,
  refreshSeconds: number,
  options: VisitorBudgetOptions = {},
): number {
  const { windowSeconds } = options.token ?? CONTRACT_TOKEN_LIMIT
  const polled = Math.max(1, options.polledPerVisitor ?? 1)
  return Math.ceil((Math.max(0, visitors) * polled * windowSeconds) / refreshSeconds)
}

export type BudgetAdvice =
  /** The expected visitors fit with room to spare: a token in the link works. */
  | 'token-fits'
  /** They fit, but within a fifth of the limit: a busy moment would slow every embed. */
  | 'token-tight'
  /** They don't fit: embeds would slow down and new visitors wait. Use the proxy. */
  | 'proxy'

export function budgetAdvice(
  expectedVisitors: number,
  refreshSeconds: number,
  options: VisitorBudgetOptions = {},
): BudgetAdvice {
  const allowed = concurrentVisitors(refreshSeconds, options)
  if (expectedVisitors > allowed) return 'proxy'
  return expectedVisitors > allowed * 0.8 ? 'token-tight' : 'token-fits'
}
