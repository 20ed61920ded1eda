import type { PollState } from './poll-backoff'

/**
 * What the corner of a screen says about its data: how old it is, that the screen is
 * reconnecting and since when its data dates, or that it started offline and shows what the
 * device kept. A view shows the oldest of its queries' times.
 */
export type Freshness =
  | { kind: 'waiting' }
  | { kind: 'live'; updatedAt: number }
  | { kind: 'stored'; updatedAt: number }
  | { kind: 'reconnecting'; updatedAt: number | null; cause: 'offline' | 'rate-limited' | 'failing' }

export interface FreshnessInput {
  states: readonly PollState[]
  online: boolean
  /** The client's pause after a 429 (epoch ms), or null. */
  pausedUntil: number | null
  /** The oldest answer on show kept on the device (the API unreachable since the page started), or null. */
  storedFrom: number | null
  now: number
}

export function freshness({ states, online, pausedUntil, storedFrom, now }: FreshnessInput): Freshness {
  if (storedFrom !== null) return { kind: 'stored', updatedAt: storedFrom }
  const times = states.map((state) => state.dataUpdatedAt).filter((at) => at > 0)
  const updatedAt = times.length > 0 ? Math.min(...times) : null
  const failing = states.some(
    (state) => state.status === 'error' && state.errorUpdatedAt >= state.dataUpdatedAt,
  )
  if (!online) return { kind: 'reconnecting', updatedAt, cause: 'offline' }
  if (pausedUntil !== null && pausedUntil > now)
    return { kind: 'reconnecting', updatedAt, cause: 'rate-limited' }
  if (failing) return { kind: 'reconnecting', updatedAt, cause: 'failing' }
  return updatedAt === null ? { kind: 'waiting' } : { kind: 'live', updatedAt }
}
