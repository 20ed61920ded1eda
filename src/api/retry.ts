import { isApiError } from './errors'
import { boundedWaitSeconds, withJitter } from './rate-limit-wait'

/**
 * When a failed query is tried again, and after how long (the QueryClient's defaults):
 * - 5xx, network failures, timeouts, cut-off bodies: exponential backoff with full jitter
 *   (a random wait between 0 and min(cap, base · 2^attempt)), at most `maxAttempts` retries;
 * - 429: only after its `Retry-After`, never more than one rate window, plus a random part of
 *   the wait (`withJitter`), so the tabs and visitors it stopped don't all retry in step;
 * - every other 4xx, and a body that doesn't fit the contract: never.
 */
export interface RetryPolicy {
  maxRetries: number
  max429Retries: number
  baseDelayMs: number
  maxDelayMs: number
  random: () => number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 4,
  max429Retries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  random: Math.random,
}

export function shouldRetry(failureCount: number, error: unknown, policy = DEFAULT_RETRY_POLICY): boolean {
  if (!isApiError(error) || !error.retryable) return false
  const limit = error.status === 429 ? policy.max429Retries : policy.maxRetries
  return failureCount < limit
}

/** As TanStack Query calls it: `failureCount` is 0 when deciding the first retry. */
export function retryDelay(failureCount: number, error: unknown, policy = DEFAULT_RETRY_POLICY): number {
  if (isApiError(error) && error.status === 429) {
    return withJitter(boundedWaitSeconds(error.retryAfterSeconds) * 1000, policy.random)
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** failureCount)
  return Math.floor(policy.random() * ceiling)
}
