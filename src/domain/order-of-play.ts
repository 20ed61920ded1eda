import type { Game } from '../api/schemas'
import { byCourtOrder, gameCourt, type CourtNames, type GameCourt } from './court'
import { gameState, hasResult } from './score'
import { dayInTimeZone } from './time'

/**
 * The order of play: a tournament's games, every division and round, by day (in the tournament's
 * time zone) and by court, and what is on now. Each game travels inside the caller's entry (with
 * its round, division and words), so one model serves the schedule page and the venue screens.
 */
export interface OrderEntry {
  game: Game
}

/** The day a game is played on in the zone: its time's, or (a live game with no time) its start's. */
export function gameDay(game: Pick<Game, 'time' | 'liveStartedAt'>, timeZone: string): string | null {
  const at = game.time ?? game.liveStartedAt
  return at ? dayInTimeZone(at, timeZone) : null
}

/** In the order people read a court's day: by time, then the scheduler's number, then the game's. */
export function byTimeOrder(a: OrderEntry, b: OrderEntry): number {
  return (
    timeOf(a.game) - timeOf(b.game) ||
    (a.game.scheduleNumber ?? Infinity) - (b.game.scheduleNumber ?? Infinity) ||
    a.game.number - b.game.number
  )
}

function timeOf(game: Pick<Game, 'time' | 'liveStartedAt'>): number {
  const at = Date.parse(game.time ?? game.liveStartedAt ?? '')
  return Number.isNaN(at) ? Infinity : at
}

/** A bye is a place in a draw, not a game anyone plays: it has no place in the order of play. */
function isPlayed(entry: OrderEntry): boolean {
  return gameState(entry.game) !== 'bye'
}

export interface CourtColumn<E extends OrderEntry> {
  court: GameCourt
  entries: E[]
}

export interface PlayDay<E extends OrderEntry> {
  /** YYYY-MM-DD in the tournament's zone. */
  day: string
  /** One column per court, in court order, each in time order. */
  courts: CourtColumn<E>[]
  /** Timed games without a court: "Court to be announced". */
  noCourt: E[]
}

export interface OrderOfPlay<E extends OrderEntry> {
  /** Days with games, in date order. */
  days: PlayDay<E>[]
  /** Games without a time (flexible schedules): "Not scheduled yet", by match day and number. */
  notScheduled: E[]
}

export function orderOfPlay<E extends OrderEntry>(
  entries: readonly E[],
  options: { timeZone: string; courtNames?: CourtNames },
): OrderOfPlay<E> {
  const days = new Map<string, { courts: Map<string, CourtColumn<E>>; noCourt: E[] }>()
  const notScheduled: E[] = []
  for (const entry of entries) {
    if (!isPlayed(entry)) continue
    const day = gameDay(entry.game, options.timeZone)
    if (day === null) {
      notScheduled.push(entry)
      continue
    }
    let bucket = days.get(day)
    if (!bucket) {
      bucket = { courts: new Map(), noCourt: [] }
      days.set(day, bucket)
    }
    const court = gameCourt(entry.game, options.courtNames)
    if (!court) {
      bucket.noCourt.push(entry)
      continue
    }
    const column = bucket.courts.get(court.key) ?? { court, entries: [] }
    column.entries.push(entry)
    bucket.courts.set(court.key, column)
  }
  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, bucket]) => ({
        day,
        courts: [...bucket.courts.values()]
          .sort((a, b) => byCourtOrder(a.court, b.court))
          .map((column) => ({ court: column.court, entries: column.entries.sort(byTimeOrder) })),
        noCourt: bucket.noCourt.sort(byTimeOrder),
      })),
    notScheduled: notScheduled.sort(
      (a, b) =>
        (a.game.matchDay ?? Infinity) - (b.game.matchDay ?? Infinity) ||
        (a.game.scheduleNumber ?? Infinity) - (b.game.scheduleNumber ?? Infinity) ||
        a.game.number - b.game.number,
    ),
  }
}

/** How long ago a game ends to still be "just finished". */
export const JUST_FINISHED_MINUTES = 30

export interface LiveNow<E extends OrderEntry> {
  entry: E
  court: GameCourt | null
  /** Whole minutes since it started; null when the API does not say when (`liveStartedAt`). */
  minutesOnCourt: number | null
}

export interface UpNext<E extends OrderEntry> {
  court: GameCourt
  entry: E
}

export interface JustFinished<E extends OrderEntry> {
  entry: E
  court: GameCourt | null
  /** When its result came in (`submittedAt`), else when it was due to end. */
  finishedAt: number
}

export interface NowStrip<E extends OrderEntry> {
  /** Games on court now, in court order. */
  live: LiveNow<E>[]
  /** Per court, the first game of today not started yet, in court order. */
  upNext: UpNext<E>[]
  /** Games decided in the last 30 minutes, the latest first. */
  justFinished: JustFinished<E>[]
}

/**
 * What is on now: the live games (with how long they have been on), the next game on each court
 * (today's first not started, in the tournament's zone) and the games just finished.
 */
export function nowStrip<E extends OrderEntry>(
  entries: readonly E[],
  options: { timeZone: string; now: number; courtNames?: CourtNames; justFinishedMinutes?: number },
): NowStrip<E> {
  const { now, timeZone, courtNames } = options
  const today = dayInTimeZone(new Date(now).toISOString(), timeZone)
  const since = now - (options.justFinishedMinutes ?? JUST_FINISHED_MINUTES) * 60_000
  const live: LiveNow<E>[] = []
  const next = new Map<string, UpNext<E>>()
  const justFinished: JustFinished<E>[] = []
  for (const entry of [...entries].sort(byTimeOrder)) {
    const { game } = entry
    const state = gameState(game)
    const court = gameCourt(game, courtNames)
    if (state === 'live') {
      const started = Date.parse(game.liveStartedAt ?? '')
      live.push({
        entry,
        court,
        minutesOnCourt: Number.isNaN(started) ? null : Math.max(0, Math.floor((now - started) / 60_000)),
      })
    } else if (state === 'upcoming') {
      if (court && !next.has(court.key) && game.time && dayInTimeZone(game.time, timeZone) === today) {
        next.set(court.key, { court, entry })
      }
    } else if (hasResult(game)) {
      const finishedAt = finishTime(game)
      if (finishedAt !== null && finishedAt >= since && finishedAt <= now) {
        justFinished.push({ entry, court, finishedAt })
      }
    }
  }
  const courtFirst = (a: GameCourt | null, b: GameCourt | null) =>
    a && b ? byCourtOrder(a, b) : a ? -1 : b ? 1 : 0
  return {
    live: live.sort((a, b) => courtFirst(a.court, b.court)),
    upNext: [...next.values()].sort((a, b) => byCourtOrder(a.court, b.court)),
    justFinished: justFinished.sort((a, b) => b.finishedAt - a.finishedAt),
  }
}

function finishTime(game: Game): number | null {
  const submitted = Date.parse(game.submittedAt ?? '')
  if (!Number.isNaN(submitted)) return submitted
  const start = Date.parse(game.liveStartedAt ?? game.time ?? '')
  if (Number.isNaN(start) || game.lengthInMinutes == null) return null
  return start + game.lengthInMinutes * 60_000
}

/** A `?day=` value: a real calendar date written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** A tournament longer than this (a league) gets tabs only for its days with games. */
const MAX_DAYS_SPANNED = 14

/**
 * The day tabs: every day with games and, for a tournament of up to two weeks, every day of its
 * dates (a rest day shows as a day without games); a league gets its days with games only.
 */
export function scheduleDays(
  gameDays: readonly string[],
  dates: { startDate: string; endDate: string; timeZone: string },
): string[] {
  const days = new Set(gameDays)
  const first = dayInTimeZone(dates.startDate, dates.timeZone)
  const last = dayInTimeZone(dates.endDate, dates.timeZone)
  if (first && last && first <= last) {
    const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000
    if (span < MAX_DAYS_SPANNED) {
      for (let day = first; day <= last; day = addDays(day, 1)) days.add(day)
    }
  }
  return [...days].sort()
}

/**
 * The day shown without `?day=`: today (in the tournament's zone) while the tournament is on;
 * otherwise the day with games nearest today (the last of a finished tournament, the first of an
 * upcoming one); without games, the tournament's first or last day.
 */
export function defaultDay(
  gameDays: readonly string[],
  dates: { startDate: string; endDate: string; timeZone: string; now: number },
): string {
  const today = dayInTimeZone(new Date(dates.now).toISOString(), dates.timeZone) ?? ''
  const first = dayInTimeZone(dates.startDate, dates.timeZone)
  const last = dayInTimeZone(dates.endDate, dates.timeZone)
  if (first && last && first <= today && today <= last) return today
  const sorted = [...gameDays].sort()
  if (sorted.length > 0) {
    const distance = (day: string) =>
      Math.abs(Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`))
    return sorted.reduce((best, day) => (distance(day) < distance(best) ? day : best))
  }
  if (last && today > last) return last
  return first ?? today
}
