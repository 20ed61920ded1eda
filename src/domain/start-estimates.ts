import type { Game } from '../api/schemas'
import { formatKey, median, type GameFormat, type TypicalLengths } from './game-lengths'
import { gameState } from './score'

/**
 * When a game waiting for its court will really start. Per court, in the order of play: the game
 * on now ends when its sets and its time so far say it will, and each waiting game starts at the
 * later of its printed time and the end of the game before it plus the court's changeover, never
 * in the past. Issue 34; decision record 3400.
 */

/** One game of a court's day, in the order of play, with what its length depends on. */
export interface CourtGame {
  game: Pick<
    Game,
    | 'idx'
    | 'status'
    | 'time'
    | 'liveStartedAt'
    | 'submittedAt'
    | 'isRetirement'
    | 'winner'
    | 'homeTeam'
    | 'awayTeam'
    | 'score'
    | 'retiredTeamId'
  >
  divisionIdx: string | null
  format: GameFormat
}

export interface StartEstimate {
  /** The estimated start, ms since the epoch. */
  at: number
  /** The printed start, ms since the epoch. */
  printed: number
  /** Whole minutes the estimate is after the printed time (0 when on time or early). */
  minutesLate: number
}

export interface CourtForecast {
  /** By game idx: every waiting game with a printed time. */
  estimates: Map<string, StartEstimate>
  /** How late the court's next waiting game is expected, in minutes; 0 when on time. */
  minutesLate: number
}

const MINUTE = 60_000
/** A live game is never expected to end sooner than this from now. */
const LAST_MINUTES = 5
/** Between one game's result and the next game's start on the same court, with nothing learned. */
export const PRIOR_CHANGEOVER_MINUTES = 10
/** Gaps longer than this between two games are a break in the day, not a changeover. */
const LONGEST_CHANGEOVER_MINUTES = 45

function instant(iso: string | null | undefined): number | null {
  const at = Date.parse(iso ?? '')
  return Number.isNaN(at) ? null : at
}

/** Sets a best-of-n game lasts on average: all of a best of 1, about a half set short of n otherwise. */
function expectedSets(format: GameFormat): number {
  const bestOf = Math.max(1, format.numberOfSets)
  return bestOf === 1 ? 1 : bestOf - (bestOf - 1) / 2 + 0.5
}

/**
 * When the game on court now is expected to end: what is left of its typical length, or of its
 * expected sets at the pace it has been played, whichever is later, and never sooner than a few
 * minutes from now, so a game running long moves its end later, not earlier.
 */
export function liveGameEnd(entry: CourtGame, typicalMinutes: number, now: number): number {
  const started = instant(entry.game.liveStartedAt) ?? now
  const elapsed = Math.max(0, now - started)
  const sets = expectedSets(entry.format)
  const setsBegun = entry.game.score?.sets?.length ?? 0
  // The set in play is on average half done.
  const setsLeft = Math.max(0.5, sets - (setsBegun - 0.5))
  // After a whole set, the game's own pace says more than the typical length; before, the typical.
  const perSet = setsBegun >= 2 ? elapsed / (setsBegun - 0.5) : (typicalMinutes * MINUTE) / sets
  const bySets = setsBegun > 0 ? setsLeft * perSet : 0
  const remaining = Math.max(typicalMinutes * MINUTE - elapsed, bySets, LAST_MINUTES * MINUTE)
  return now + remaining
}

/**
 * A court's games, in time order across days (a day that runs past midnight in the tournament's
 * zone goes on from the evening's games): see the module's comment.
 */
export function courtForecast(
  entries: readonly CourtGame[],
  options: { now: number; lengths: TypicalLengths; changeoverMinutes: number },
): CourtForecast {
  const { now, lengths } = options
  const changeover = options.changeoverMinutes * MINUTE
  const estimates = new Map<string, StartEstimate>()
  let free: number | null = null
  let minutesLate: number | null = null
  for (const entry of entries) {
    const typical = lengths.minutes(entry.divisionIdx, entry.format) * MINUTE
    const state = gameState(entry.game)
    if (state === 'live') {
      free = liveGameEnd(entry, typical / MINUTE, now) + changeover
    } else if (state === 'finished' || state === 'retired' || state === 'walkover') {
      const ended = instant(entry.game.submittedAt)
      if (ended !== null) free = Math.max(free ?? ended, ended) + changeover
    } else if (state === 'upcoming' || state === 'other') {
      const printed = instant(entry.game.time)
      if (printed === null) continue
      const at = Math.max(printed, free ?? printed, now)
      const late = Math.max(0, Math.round((at - printed) / MINUTE))
      estimates.set(entry.game.idx, { at, printed, minutesLate: late })
      minutesLate ??= late
      free = at + typical + changeover
    }
  }
  return { estimates, minutesLate: minutesLate ?? 0 }
}

/**
 * A court's changeover learned from its day: the median gap between a game's result and the next
 * game's start on the same court, where both are known, the next game was waiting for the court
 * (it started after its printed time: before, the gap is the wait for that time) and the gap is
 * not a break.
 */
export function learnedChangeoverMinutes(courts: readonly (readonly CourtGame[])[]): number {
  const gaps: number[] = []
  for (const court of courts) {
    for (let i = 1; i < court.length; i++) {
      const ended = instant(court[i - 1]!.game.submittedAt)
      const next = court[i]!.game
      const started = instant(next.liveStartedAt)
      if (ended === null || started === null) continue
      const printed = instant(next.time)
      if (printed !== null && started - printed < MINUTE) continue
      const gap = (started - ended) / MINUTE
      if (gap >= 0 && gap <= LONGEST_CHANGEOVER_MINUTES) gaps.push(gap)
    }
  }
  return gaps.length === 0 ? PRIOR_CHANGEOVER_MINUTES : median(gaps)
}

/** Printed times closer than this on a court are not a slot apart ("followed by", a typo). */
const SHORTEST_SLOT_MINUTES = 20
/** Printed times further apart than this on a court are a break or another day, not a slot. */
const LONGEST_SLOT_MINUTES = 6 * 60

/**
 * The organizer's printed slot per format (by `formatKey`): the median gap between a game's
 * printed time and the next one's on the same court, in minutes. What the organizer expects a
 * game and a changeover to take, and so, before any game is played, a better guess than a
 * sport's usual length: a club's hour-long slots are not a tour's.
 */
export function printedSlotMinutes(courts: readonly (readonly CourtGame[])[]): Map<string, number> {
  const gaps = new Map<string, number[]>()
  for (const court of courts) {
    for (let i = 1; i < court.length; i++) {
      const from = instant(court[i - 1]!.game.time)
      const to = instant(court[i]!.game.time)
      if (from === null || to === null) continue
      const gap = (to - from) / MINUTE
      if (gap < SHORTEST_SLOT_MINUTES || gap > LONGEST_SLOT_MINUTES) continue
      const key = formatKey(court[i - 1]!.format)
      const group = gaps.get(key)
      if (group) group.push(gap)
      else gaps.set(key, [gap])
    }
  }
  return new Map([...gaps].map(([key, values]) => [key, median(values)]))
}

/** Less than this away from the printed time, an estimate is the printed time. */
const SHOWN_DIFFERENCE_MINUTES = 10

/** Whether an estimate is worth showing beside the printed time: 10 minutes or more away from it. */
export function estimateDiffers(estimate: StartEstimate): boolean {
  return Math.abs(estimate.at - estimate.printed) >= SHOWN_DIFFERENCE_MINUTES * MINUTE
}

/** Whether a court's lateness is worth saying in its head: as much as an estimate worth showing. */
export function courtRunsLate(minutesLate: number): boolean {
  return minutesLate >= SHOWN_DIFFERENCE_MINUTES
}
