import { describe, expect, it } from 'vitest'
import { errorReason } from './error-reason'
import { ApiError } from './errors'
import {
  boundedWaitSeconds,
  MAX_WAIT_SECONDS,
  parseRetryAfter,
  retryAfterSeconds,
  withJitter,
} from './rate-limit-wait'

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0)
const wait = (value: string) => retryAfterSeconds(new Headers({ 'Retry-After': value }), T0)
const httpDate = (msFromT0: number) => new Date(T0 + msFromT0).toUTCString()

describe('the wait a 429 asks for', () => {
  it('is the Retry-After the API sent, within one rate window', () => {
    expect(MAX_WAIT_SECONDS).toBe(60)
    expect(wait('7')).toBe(7)
    expect(wait(' 60 ')).toBe(60)
    expect(wait(httpDate(10_000))).toBe(10)
  })

  it('is capped at one window when the API asks for a day, or more than a number can hold', () => {
    expect(wait('86400')).toBe(60)
    expect(wait('61')).toBe(60)
    expect(wait('9'.repeat(400))).toBe(60)
    expect(wait(httpDate(86_400_000))).toBe(60)
    expect(wait(httpDate(365 * 86_400_000))).toBe(60)
  })

  it('is one second when Retry-After is missing, negative, malformed, zero or in the past', () => {
    expect(retryAfterSeconds(new Headers(), T0)).toBe(1)
    for (const value of ['', '-5', '-86400', '1.5', '12abc', 'soon', 'Infinity', 'NaN', '2026-11-22']) {
      expect(wait(value), value).toBe(1)
    }
    expect(wait('0')).toBe(1)
    expect(wait(httpDate(-3_600_000))).toBe(1)
  })

  it('reads the three forms of HTTP date, all in GMT', () => {
    // 2026-11-21T12:00:30Z, thirty seconds after T0, in IMF-fixdate, RFC 850 and asctime forms.
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:30 GMT', T0)).toBe(30)
    expect(parseRetryAfter('Saturday, 21-Nov-26 12:00:30 GMT', T0)).toBe(30)
    expect(parseRetryAfter('Sat Nov 21 12:00:30 2026', T0)).toBe(30)
    expect(parseRetryAfter('21 Nov 2026 12:00:30', T0)).toBeNull()
    expect(parseRetryAfter('-5', T0)).toBeNull()
    expect(parseRetryAfter(null, T0)).toBeNull()
  })

  it('bounds a wait that did not come from a header too', () => {
    expect(boundedWaitSeconds(86_400)).toBe(60)
    expect(boundedWaitSeconds(Number.POSITIVE_INFINITY)).toBe(60)
    expect(boundedWaitSeconds(-1)).toBe(1)
    expect(boundedWaitSeconds(Number.NaN)).toBe(1)
    expect(boundedWaitSeconds(null)).toBe(1)
    expect(boundedWaitSeconds(2.2)).toBe(3)
    const limited = (retryAfterSeconds: number) =>
      new ApiError({ kind: 'http', operation: 'getRound', status: 429, retryAfterSeconds })
    expect(limited(86_400).retryAfterSeconds).toBe(60)
    expect(errorReason(limited(86_400), true)).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 60 })
    expect(errorReason(limited(-3), true)).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 1 })
  })
})

describe('the jitter after a 429', () => {
  /** When each of many clients told to wait `waitMs` at the same moment comes back. */
  const returns = (waitMs: number) => Array.from({ length: 101 }, (_, i) => withJitter(waitMs, () => i / 101))

  it('never comes back before the wait is over', () => {
    for (const waitMs of [1000, 7000, 60_000]) expect(Math.min(...returns(waitMs))).toBe(waitMs)
  })

  it('spreads the clients over half the wait after it, so a window’s reset is not met by all at once', () => {
    const spread = (waitMs: number) => Math.max(...returns(waitMs)) - Math.min(...returns(waitMs))
    expect(spread(60_000)).toBeGreaterThan(29_000)
    expect(Math.max(...returns(60_000))).toBeLessThan(90_000)
    expect(spread(20_000)).toBeGreaterThan(9_500)
    // A short wait is still spread over a second.
    expect(spread(1000)).toBeGreaterThan(950)
    expect(Math.max(...returns(1000))).toBeLessThan(2000)
  })
})
