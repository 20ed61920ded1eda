import { MAX_JITTERED_WAIT_MS, MAX_WAIT_MS, retryAfterSeconds, withJitter } from './rate-limit-wait'

/**
 * One store of the token's rate budget, fed by every response's `X-RateLimit-*` headers. A 429
 * pauses every request (they wait in `waitForTurn`) until its `Retry-After` has passed, and a
 * random part of it more (`withJitter`), so the tabs one 429 stopped do not return together.
 * The contract tells the two ceilings apart: the per-IP 429 carries no `X-RateLimit-Remaining`.
 * No header makes anything wait longer than one rate window (`rate-limit-wait.ts` says why).
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

export function createRateBudget(
  now: () => number = Date.now,
  random: () => number = Math.random,
): RateBudget {
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
        const waitMs = withJitter(retryAfterSeconds(headers, at) * 1000, random)
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
  // A window never ends more than a window from now; a reset further ahead is a wrong clock.
  const resetAt = reset === null ? null : Math.min(reset * 1000, at + MAX_WAIT_MS)
  return { limit, remaining, resetAt }
}

function integerHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name)
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : null
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

/** How long after the reset a stretched poll goes, so that it lands in the new window. */
const AFTER_RESET_MS = 1000

export interface StretchOptions {
  /** Requests kept back for people navigating (default: a tenth of the limit). */
  reserve?: number
  /** How many resources this tab polls at once; each spends its own requests. */
  pollers?: number
}

/**
 * The polling interval to use now: the base interval, stretched when polling at that pace would
 * spend the window's remaining requests (less a reserve) before the window resets, but never past
 * a second after the reset, when the budget is whole again. At or below the reserve, polling waits
 * for the reset. While paused by a 429, it waits for the pause to end. Neither wait is taken as
 * longer than one window (and a pause's jitter), whatever the snapshot says.
 */
export function stretchInterval(
  baseMs: number,
  budget: RateBudgetSnapshot,
  now: number,
  options: StretchOptions = {},
): number {
  const pollers = Math.max(1, options.pollers ?? 1)
  if (budget.pausedUntil !== null && budget.pausedUntil > now) {
    return Math.max(baseMs, Math.min(budget.pausedUntil - now, MAX_JITTERED_WAIT_MS))
  }
  if (budget.remaining === null || budget.resetAt === null || budget.resetAt <= now) return baseMs
  const reserve = options.reserve ?? Math.ceil((budget.limit ?? 120) / 10)
  const untilReset = Math.min(budget.resetAt - now, MAX_WAIT_MS)
  const spendable = budget.remaining - reserve
  if (spendable <= 0) return Math.max(baseMs, untilReset)
  const stretched = Math.ceil((untilReset * pollers) / spendable)
  return Math.max(baseMs, Math.min(stretched, untilReset + AFTER_RESET_MS))
}
