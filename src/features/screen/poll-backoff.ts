import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../api/retry'

/**
 * How a screen keeps asking while the API fails. Each refresh retries a failed request twice
 * (the client's backoff with jitter: up to 1 s, then 2 s); when a refresh has failed, the next
 * one waits half as long as the data has been old, between the refresh interval and two minutes.
 * A minute's outage is thus tried about every 15 to 30 s, a night without Wi-Fi every two minutes,
 * and the screen catches up by itself when the API answers again.
 */
export const SCREEN_RETRY_POLICY: RetryPolicy = { ...DEFAULT_RETRY_POLICY, maxRetries: 2 }

export const MAX_BACKOFF_MS = 120_000

export interface PollState {
  status: 'pending' | 'error' | 'success'
  /** When the data last arrived (0: never). */
  dataUpdatedAt: number
  errorUpdatedAt: number
}

/** The wait before the next refresh: `intervalMs` (already stretched by the budget), or longer while failing. */
export function screenPollInterval(intervalMs: number, state: PollState, now: number): number {
  const failing = state.status === 'error' && state.errorUpdatedAt >= state.dataUpdatedAt
  if (!failing) return intervalMs
  const oldFor = state.dataUpdatedAt > 0 ? now - state.dataUpdatedAt : intervalMs
  return Math.round(Math.min(Math.max(intervalMs, MAX_BACKOFF_MS), Math.max(intervalMs, oldFor / 2)))
}
