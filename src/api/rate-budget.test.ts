import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRateBudget, stretchInterval, type RateBudgetSnapshot } from './rate-budget'

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0)

function rateHeaders(remaining: number, resetInSeconds = 60, extra: Record<string, string> = {}) {
  return new Headers({
    'X-RateLimit-Limit': '120',
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': String(Math.floor(T0 / 1000) + resetInSeconds),
    ...extra,
  })
}

/** A budget whose pauses take their jitter's least (random 0): exactly the wait the API asked for. */
const withoutJitter = () => createRateBudget(Date.now, () => 0)

describe('the rate budget', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
  })
  afterEach(() => vi.useRealTimers())

  it('keeps the latest X-RateLimit-* values of any response', () => {
    const budget = createRateBudget()
    budget.observe(200, rateHeaders(118))
    budget.observe(304, rateHeaders(117))
    expect(budget.getSnapshot()).toMatchObject({ limit: 120, remaining: 117, resetAt: T0 + 60_000 })
    budget.observe(200, new Headers())
    expect(budget.getSnapshot().remaining).toBe(117)
  })

  it('tells a per-token 429 from a per-IP one by its headers', () => {
    const token = withoutJitter()
    token.observe(429, rateHeaders(0, 60, { 'Retry-After': '30' }))
    expect(token.getSnapshot()).toMatchObject({ pauseScope: 'token', pausedUntil: T0 + 30_000 })
    const ip = withoutJitter()
    ip.observe(429, new Headers({ 'Retry-After': '12' }))
    expect(ip.getSnapshot()).toMatchObject({ pauseScope: 'ip', pausedUntil: T0 + 12_000, remaining: null })
  })

  it('holds every request after a 429 until Retry-After has passed, then lets them go', async () => {
    const budget = withoutJitter()
    budget.observe(429, new Headers({ 'Retry-After': '5' }))
    let released = 0
    void budget.waitForTurn().then(() => released++)
    void budget.waitForTurn().then(() => released++)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(released).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(released).toBe(2)
    expect(budget.getSnapshot().pausedUntil).toBeNull()
  })

  it('pauses for one rate window at most, whatever Retry-After asks', async () => {
    for (const retryAfter of ['86400', new Date(T0 + 86_400_000).toUTCString(), '9'.repeat(400)]) {
      const budget = withoutJitter()
      budget.observe(429, rateHeaders(0, 60, { 'Retry-After': retryAfter }))
      expect(budget.getSnapshot().pausedUntil, retryAfter).toBe(T0 + 60_000)
    }
    const budget = withoutJitter()
    budget.observe(429, new Headers({ 'Retry-After': '86400' }))
    let released = false
    void budget.waitForTurn().then(() => (released = true))
    await vi.advanceTimersByTimeAsync(59_999)
    expect(released).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(released).toBe(true)
  })

  it('pauses a second for a negative, malformed or missing Retry-After', () => {
    for (const retryAfter of ['-30', 'soon', '1.5', null]) {
      const budget = withoutJitter()
      budget.observe(429, new Headers(retryAfter === null ? {} : { 'Retry-After': retryAfter }))
      expect(budget.getSnapshot().pausedUntil, String(retryAfter)).toBe(T0 + 1_000)
    }
  })

  it('takes a window reset more than a window ahead (a wrong clock, a fault) as one window ahead', () => {
    const budget = createRateBudget()
    budget.observe(200, rateHeaders(5, 86_400))
    expect(budget.getSnapshot().resetAt).toBe(T0 + 60_000)
    budget.observe(200, rateHeaders(5, 30))
    expect(budget.getSnapshot().resetAt).toBe(T0 + 30_000)
  })

  it('holds requests a random part of the wait longer, so tabs stopped together do not return together', () => {
    const pauses = [0, 0.25, 0.5, 0.999].map((random) => {
      const budget = createRateBudget(Date.now, () => random)
      budget.observe(429, rateHeaders(0, 40, { 'Retry-After': '40' }))
      return (budget.getSnapshot().pausedUntil ?? 0) - T0
    })
    expect(pauses.slice(0, 3)).toEqual([40_000, 45_000, 50_000])
    expect(pauses[3]).toBeGreaterThan(59_900)
    expect(pauses[3]).toBeLessThan(60_000)
  })

  it('lets a waiting request be cancelled', async () => {
    const budget = createRateBudget()
    budget.observe(429, new Headers({ 'Retry-After': '60' }))
    const controller = new AbortController()
    const waiting = budget.waitForTurn(controller.signal)
    controller.abort(new Error('navigated away'))
    await expect(waiting).rejects.toThrow('navigated away')
  })

  it('notifies subscribers only when something changed', () => {
    const budget = createRateBudget()
    const listener = vi.fn()
    budget.subscribe(listener)
    budget.observe(200, rateHeaders(100))
    budget.observe(200, rateHeaders(100))
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('stretchInterval', () => {
  const budget = (remaining: number | null, resetInMs = 60_000): RateBudgetSnapshot => ({
    limit: 120,
    remaining,
    resetAt: remaining === null ? null : T0 + resetInMs,
    pausedUntil: null,
    pauseScope: null,
  })

  it('keeps the base interval while the budget is plentiful or unknown', () => {
    expect(stretchInterval(15_000, budget(110), T0)).toBe(15_000)
    expect(stretchInterval(15_000, budget(null), T0)).toBe(15_000)
  })

  it('stretches so the remaining requests above the reserve last until the reset', () => {
    // 32 left, reserve 12: 20 requests for 60 s, shared by 4 pollers → one each per 12 s.
    expect(stretchInterval(5_000, budget(32), T0, { pollers: 4 })).toBe(12_000)
    expect(stretchInterval(1_000, budget(22), T0)).toBe(6_000)
  })

  it('waits for the reset at or below the reserve, and for the end of a 429 pause', () => {
    expect(stretchInterval(15_000, budget(12, 40_000), T0)).toBe(40_000)
    const paused = { ...budget(50), pausedUntil: T0 + 30_000, pauseScope: 'ip' as const }
    expect(stretchInterval(15_000, paused, T0)).toBe(30_000)
  })

  it('never waits more than one window (and a pause’s jitter), nor much past the reset', () => {
    const aDay = 86_400_000
    const paused = { ...budget(50), pausedUntil: T0 + aDay, pauseScope: 'ip' as const }
    expect(stretchInterval(15_000, paused, T0)).toBe(90_000)
    expect(stretchInterval(15_000, budget(12, aDay), T0)).toBe(60_000)
    expect(stretchInterval(15_000, budget(14, aDay), T0, { pollers: 4 })).toBe(61_000)
    // 13 left, reserve 12, ten pollers: the stretched pace would be one poll each per 10 minutes,
    // but the budget is whole again once the window resets.
    expect(stretchInterval(5_000, budget(13, 40_000), T0, { pollers: 10 })).toBe(41_000)
    // A base interval longer than a window stays what it is.
    expect(stretchInterval(300_000, paused, T0)).toBe(300_000)
  })

  it('never lets the app spend past the reserve at the stretched pace', () => {
    for (const remaining of [120, 80, 40, 20, 13]) {
      const interval = stretchInterval(1_000, budget(remaining), T0, { pollers: 3 })
      const spentBeforeReset = Math.floor(60_000 / interval) * 3
      expect(spentBeforeReset).toBeLessThanOrEqual(Math.max(0, remaining - 12))
    }
  })
})
