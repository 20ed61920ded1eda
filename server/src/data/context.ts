import { createRandom, stableIdx, type Random } from './random.ts'

/** What a generator step needs: a random source and stable ids, both keyed by seed and record. */
export interface BuildContext {
  random: Random
  /** The idx of a record, the same for the same seed and key on every run. */
  id: (...key: Array<string | number>) => string
}

export function buildContext(seed: number, key: string): BuildContext {
  return {
    random: createRandom(`${seed}/${key}`),
    id: (...parts) => stableIdx(seed, key, ...parts),
  }
}

const DAY = 86_400_000

/** An ISO date-time `days` (and optionally `hours`) after `anchor`, in the API's format. */
export function dateAfter(anchor: Date, days: number, hours = 0): string {
  return new Date(anchor.getTime() + days * DAY + hours * 3_600_000).toISOString()
}

/** `anchor` at 00:00 UTC of its day. */
export function startOfDay(anchor: Date): Date {
  return new Date(Math.floor(anchor.getTime() / DAY) * DAY)
}

/**
 * Where a live tournament's schedule starts: `hoursBefore` whole hours before the anchor, but not
 * before midnight UTC of its day, so at the anchor part of the day is played and part is to come.
 * The padel day's slots are an hour long and its games ten minutes shorter: an anchor late in its
 * hour would find no game on court, so such an anchor's slots start on the half hour instead, and
 * games are always under way at the anchor, whatever the time the demo starts.
 */
export function liveScheduleStart(anchor: Date, hoursBefore: number): Date {
  const hour = 3_600_000
  const offset = anchor.getTime() % hour >= LATE_IN_HOUR_MS ? hour / 2 : 0
  const fromAnchor = Math.floor(anchor.getTime() / hour) * hour - hoursBefore * hour + offset
  return new Date(Math.max(startOfDay(anchor).getTime() + offset, fromAnchor))
}

/** From here on in an hour, the hour's games (50 minutes from its start) are over or nearly. */
const LATE_IN_HOUR_MS = 40 * 60_000

/** `days` after the anchor's day, at `hourUtc`:00 UTC. */
export function dayAt(anchor: Date, days: number, hourUtc: number): Date {
  return new Date(startOfDay(anchor).getTime() + days * DAY + hourUtc * 3_600_000)
}
