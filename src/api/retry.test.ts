import { describe, expect, it } from 'vitest'
import { ApiError, SchemaError } from './errors'
import { DEFAULT_RETRY_POLICY, retryDelay, shouldRetry } from './retry'

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', operation: 'getRound', status, ...extra })

describe('retries', () => {
  it('retry 5xx, network failures and timeouts a bounded number of times', () => {
    for (const error of [
      http(503),
      new ApiError({ kind: 'network', operation: 'getRound' }),
      new ApiError({ kind: 'timeout', operation: 'getRound' }),
    ]) {
      expect(shouldRetry(0, error)).toBe(true)
      expect(shouldRetry(DEFAULT_RETRY_POLICY.maxRetries - 1, error)).toBe(true)
      expect(shouldRetry(DEFAULT_RETRY_POLICY.maxRetries, error)).toBe(false)
    }
  })

  it('never retry other 4xx, nor a body that does not fit the contract', () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetry(0, http(status))).toBe(false)
    expect(shouldRetry(0, new SchemaError('getRound', [{ path: 'name', message: 'x' }], 200))).toBe(false)
    expect(shouldRetry(0, new Error('not an API error'))).toBe(false)
  })

  it('back off exponentially with full jitter under a cap', () => {
    const at = (random: number, failures: number) =>
      retryDelay(failures, http(500), { ...DEFAULT_RETRY_POLICY, random: () => random })
    expect(at(0, 0)).toBe(0)
    expect(at(0.999999, 0)).toBeLessThan(1000)
    expect(at(0.999999, 3)).toBeGreaterThan(7990)
    expect(at(0.999999, 3)).toBeLessThan(8000)
    expect(at(0.999999, 20)).toBeLessThan(DEFAULT_RETRY_POLICY.maxDelayMs)
    const samples = Array.from({ length: 200 }, () => retryDelay(2, http(502)))
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...samples)).toBeLessThan(4000)
    expect(new Set(samples).size).toBeGreaterThan(100)
  })

  it('wait at least Retry-After after a 429, and a random part of it more', () => {
    const limited = http(429, { code: 'RATE_LIMITED', retryAfterSeconds: 30 })
    expect(shouldRetry(0, limited)).toBe(true)
    const delays = [0, 0.5, 0.999].map((random) =>
      retryDelay(0, limited, { ...DEFAULT_RETRY_POLICY, random: () => random }),
    )
    expect(delays[0]).toBe(30_000)
    expect(delays[1]).toBe(37_500)
    // Tabs stopped by the same 429 spread over half the wait, not one second.
    expect(delays[2]).toBeGreaterThan(44_900)
    expect(delays[2]).toBeLessThan(45_000)
  })

  it('wait one rate window at most after a 429 (and its jitter), at least a second, whatever it said', () => {
    const delay = (retryAfterSeconds: number | null) =>
      retryDelay(0, http(429, { code: 'RATE_LIMITED', retryAfterSeconds }), {
        ...DEFAULT_RETRY_POLICY,
        random: () => 0.5,
      })
    expect(delay(86_400)).toBe(75_000)
    expect(delay(Number.POSITIVE_INFINITY)).toBe(75_000)
    expect(delay(-10)).toBe(1_500)
    expect(delay(null)).toBe(1_500)
  })
})
