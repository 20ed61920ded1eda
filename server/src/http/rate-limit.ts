/** Rate ceilings: requests per window, per token and per client address. */
export interface RateLimitSettings {
  perToken: number
  perIp: number
  windowSeconds: number
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { perToken: 120, perIp: 300, windowSeconds: 60 }

export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** Unix time in seconds when the current window ends. */
  resetSeconds: number
  /** Seconds until a refused request may be retried (at least 1). */
  retryAfterSeconds: number
}

/**
 * Fixed windows: a key's window opens with its first request and lasts `windowSeconds`; the
 * request that would go over the limit is refused and does not count.
 */
export class FixedWindowLimiter {
  #windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly settings: () => { limit: number; windowSeconds: number },
    private readonly now: () => number,
  ) {}

  take(key: string): RateDecision {
    const { limit, windowSeconds } = this.settings()
    const now = this.now()
    const windowMs = windowSeconds * 1000
    let window = this.#windows.get(key)
    if (!window || now >= window.start + windowMs) {
      window = { start: now, count: 0 }
      this.#windows.set(key, window)
    }
    const allowed = window.count < limit
    if (allowed) window.count++
    const end = window.start + windowMs
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds: Math.ceil(end / 1000),
      retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
    }
  }

  clear(): void {
    this.#windows.clear()
  }
}

export function rateHeaders(decision: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetSeconds),
  }
}
