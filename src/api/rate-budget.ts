/**
 * One store of the token's rate budget, fed by every response's `X-RateLimit-*` headers. A 429
 * pauses every request (they wait in `waitForTurn`) until its `Retry-After` has passed.
 * The contract tells the two ceilings apart: the per-IP 429 carries no `X-RateLimit-Remaining`.
 */
export type RateLimitScope = 'token' | 'ip'

export interface RateBudgetSnapshot {
  /** Requests per window (120), null until a response said. */
  limit: number | null
  remaining: number | null
  /** When the window resets, epoch ms. */
  resetAt: number | null
  /** Requests wait until then after a 429, epoch ms; null when not paused. */
  pausedUntil: number | null
  pauseScope: RateLimitScope | null
}

export interface RateBudget {
  getSnapshot(): RateBudgetSnapshot
  subscribe(listener: () => void): () => void
  /** Reads the rate headers of any response (a 429 included). */
  observe(status: number, headers: Headers): void
  /** Resolves when requests may go out again (at once unless paused); rejects when `signal` aborts. */
  waitForTurn(signal?: AbortSignal): Promise<void>
  reset(): void
}

const EMPTY: RateBudgetSnapshot = {
  limit: null,
  remaining: null,
  resetAt: null,
  pausedUntil: null,
  pauseScope: null,
}

/** A reset further away than this is treated as clock skew and capped. */
const MAX_RESET_AHEAD_MS = 60 * 60 * 1000

export function createRateBudget(now: () => number = Date.now): RateBudget {
  let snapshot = EMPTY
  const listeners = new Set<() => void>()

  function update(next: RateBudgetSnapshot) {
    snapshot = next
    for (const listener of listeners) listener()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    observe(status, headers) {
      const at = now()
      const rate = readRateHeaders(headers, at)
      let next = rate ? { ...snapshot, ...rate } : snapshot
      if (status === 429) {
        const waitMs = (retryAfterSeconds(headers, at) ?? 1) * 1000
        const pausedUntil = Math.max(at + waitMs, snapshot.pausedUntil ?? 0)
        next = { ...next, pausedUntil, pauseScope: rate?.remaining != null ? 'token' : 'ip' }
      } else if (next.pausedUntil !== null && next.pausedUntil <= at) {
        next = { ...next, pausedUntil: null, pauseScope: null }
      }
      if (!sameSnapshot(next, snapshot)) update(next)
    },
    async waitForTurn(signal) {
      for (;;) {
        signal?.throwIfAborted()
        const until = snapshot.pausedUntil
        const wait = until === null ? 0 : until - now()
        if (wait <= 0) {
          if (until !== null) update({ ...snapshot, pausedUntil: null, pauseScope: null })
          return
        }
        await sleep(wait, signal)
      }
    },
    reset: () => update(EMPTY),
  }
}

function readRateHeaders(
  headers: Headers,
  at: number,
): Pick<RateBudgetSnapshot, 'limit' | 'remaining' | 'resetAt'> | null {
  const limit = integerHeader(headers, 'X-RateLimit-Limit')
  const remaining = integerHeader(headers, 'X-RateLimit-Remaining')
  const reset = integerHeader(headers, 'X-RateLimit-Reset')
  if (limit === null && remaining === null && reset === null) return null
  const resetAt = reset === null ? null : Math.min(reset * 1000, at + MAX_RESET_AHEAD_MS)
  return { limit, remaining, resetAt }
}

function integerHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name)
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : null
}

/** `Retry-After` in seconds: a number of seconds, or an HTTP date. */
export function retryAfterSeconds(headers: Headers, at: number = Date.now()): number | null {
  const raw = headers.get('Retry-After')?.trim()
  if (!raw) return null
  if (/^\d+$/.test(raw)) return Number(raw)
  const date = Date.parse(raw)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - at) / 1000))
}

function sameSnapshot(a: RateBudgetSnapshot, b: RateBudgetSnapshot): boolean {
  return (
    a.limit === b.limit &&
    a.remaining === b.remaining &&
    a.resetAt === b.resetAt &&
    a.pausedUntil === b.pausedUntil &&
    a.pauseScope === b.pauseScope
  )
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}

export interface StretchOptions {
  /** Requests kept back for people navigating (default: a tenth of the limit). */
  reserve?: number
  /** How many resources this tab polls at once; each spends its own requests. */
  pollers?: number
}

/**
 * The polling interval to use now: the base interval, stretched when polling at that pace would
 * spend the window's remaining requests (less a reserve) before the window resets. At or below the
 * reserve, polling waits for the reset. While paused by a 429, it waits for the pause to end.
 */
export function stretchInterval(
  baseMs: number,
  budget: RateBudgetSnapshot,
  now: number,
  options: StretchOptions = {},
): number {
  const pollers = Math.max(1, options.pollers ?? 1)
  if (budget.pausedUntil !== null && budget.pausedUntil > now) {
    return Math.max(baseMs, budget.pausedUntil - now)
  }
  if (budget.remaining === null || budget.resetAt === null || budget.resetAt <= now) return baseMs
  const reserve = options.reserve ?? Math.ceil((budget.limit ?? 120) / 10)
  const untilReset = budget.resetAt - now
  const spendable = budget.remaining - reserve
  if (spendable <= 0) return Math.max(baseMs, untilReset)
  return Math.max(baseMs, Math.ceil((untilReset * pollers) / spendable))
}
