import { byCourtOrder, type CourtNames, type GameCourt } from './court'
import { gameDay, byTimeOrder, playGame, type OrderEntry, type PlayGame } from './play-game'
import { hasResult } from './score'
import { dayInTimeZone } from './time'

/**
 * The order of play: a tournament's games by day (in the tournament's time zone) and by court,
 * and what is on now, the one model of the day's play. The schedule page, the round page's game
 * list and the venue screens' courts and live views read it. Each game travels inside the
 * caller's entry (with its round, division and words), with its state, court and times (`PlayGame`).
 */

export interface CourtColumn<E extends OrderEntry> {
  court: GameCourt
  /** The court's games of the day, in time order. */
  games: PlayGame<E>[]
}

export interface PlayDay<E extends OrderEntry> {
  /** YYYY-MM-DD in the tournament's zone. */
  day: string
  /** Every game of the day in time order (then court order). */
  games: PlayGame<E>[]
  /** One column per court, in court order. */
  courts: CourtColumn<E>[]
  /** The day's games without a court: "Court to be announced", in time order. */
  noCourt: PlayGame<E>[]
}

export interface OrderOfPlay<E extends OrderEntry> {
  /** Days with games, in date order. */
  days: PlayDay<E>[]
  /** Games without a time (flexible schedules): "Not scheduled yet", by match day and number. */
  notScheduled: PlayGame<E>[]
}

export interface PlayOptions {
  timeZone: string
  courtNames?: CourtNames | undefined
  /** Keep byes (as a round's list of its games does); the order of play leaves them out. */
  withByes?: boolean
}

/** A bye is a place in a draw, not a game anyone plays: it has no place in the order of play. */
function isPlayed(play: PlayGame, withByes = false): boolean {
  return withByes || play.state !== 'bye'
}

function playDay<E extends OrderEntry>(day: string, games: PlayGame<E>[]): PlayDay<E> {
  const inOrder = games.sort(byTimeOrder)
  const courts = new Map<string, CourtColumn<E>>()
  const noCourt: PlayGame<E>[] = []
  for (const play of inOrder) {
    if (!play.court) {
      noCourt.push(play)
      continue
    }
    const column = courts.get(play.court.key) ?? { court: play.court, games: [] }
    column.games.push(play)
    courts.set(play.court.key, column)
  }
  return {
    day,
    games: inOrder,
    courts: [...courts.values()].sort((a, b) => byCourtOrder(a.court, b.court)),
    noCourt,
  }
}

export function orderOfPlay<E extends OrderEntry>(
  entries: readonly E[],
  options: PlayOptions,
): OrderOfPlay<E> {
  const days = new Map<string, PlayGame<E>[]>()
  const notScheduled: PlayGame<E>[] = []
  for (const entry of entries) {
    const play = playGame(entry, options.courtNames)
    if (!isPlayed(play, options.withByes)) continue
    const day = gameDay(entry.game, options.timeZone)
    if (day === null) {
      notScheduled.push(play)
      continue
    }
    const games = days.get(day) ?? []
    games.push(play)
    days.set(day, games)
  }
  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, games]) => playDay(day, games)),
    notScheduled: notScheduled.sort(
      (a, b) =>
        (a.entry.game.matchDay ?? Infinity) - (b.entry.game.matchDay ?? Infinity) ||
        (a.entry.game.scheduleNumber ?? Infinity) - (b.entry.game.scheduleNumber ?? Infinity) ||
        a.entry.game.number - b.entry.game.number,
    ),
  }
}

/** Today in the tournament's zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: number): string {
  return dayInTimeZone(new Date(now).toISOString(), timeZone) ?? ''
}

/**
 * The venue's day: today's games (in the tournament's zone) by court, and every game on court now
 * whatever day it was printed for (yesterday's last game still being played is on today).
 */
export function playToday<E extends OrderEntry>(
  entries: readonly E[],
  options: Omit<PlayOptions, 'withByes'> & { now: number },
): PlayDay<E> {
  const today = todayIn(options.timeZone, options.now)
  const games: PlayGame<E>[] = []
  for (const entry of entries) {
    const play = playGame(entry, options.courtNames)
    if (!isPlayed(play)) continue
    if (play.state === 'live' || gameDay(entry.game, options.timeZone) === today) games.push(play)
  }
  return playDay(today, games)
}

/**
 * The game on a court now: of its live games, the one started last (when two are live on one
 * court, the earlier one's result is not in yet and the later one is being played).
 */
export function onCourtNow<E extends OrderEntry>(games: readonly PlayGame<E>[]): PlayGame<E> | null {
  let shown: PlayGame<E> | null = null
  for (const play of games) {
    if (play.state !== 'live') continue
    if (!shown || (play.startedAt ?? 0) > (shown.startedAt ?? 0)) shown = play
  }
  return shown
}

/** A court's next game: its first not started yet (a late one is still next). */
export function nextOnCourt<E extends OrderEntry>(games: readonly PlayGame<E>[]): PlayGame<E> | null {
  return games.find((play) => play.state === 'upcoming') ?? null
}

/** A court of the venue now: the game on it, and the next one. */
export interface CourtNow<E extends OrderEntry> {
  /** Null for a game being played with no court given: it is on somewhere all the same. */
  court: GameCourt | null
  now: PlayGame<E> | null
  next: PlayGame<E> | null
}

/**
 * Per court, in court order, the game on now and the next one of the day; a court with neither
 * is left out. Then each live game without a court, on its own (`court` null).
 */
export function courtsNow<E extends OrderEntry>(day: PlayDay<E>): CourtNow<E>[] {
  const courts = day.courts.flatMap(({ court, games }) => {
    const now = onCourtNow(games)
    const next = nextOnCourt(games)
    return now || next ? [{ court, now, next }] : []
  })
  const unplaced = day.noCourt
    .filter((play) => play.state === 'live')
    .map((now) => ({ court: null, now, next: null }))
  return [...courts, ...unplaced]
}

/**
 * The next day of play, for a venue screen when nothing is on (between days, after the day's last
 * game): the first day from today with games still to come, and on it each court's first game, in
 * court order, then the first of its games without a court. Null when no game is still to come.
 */
export interface NextDayOfPlay<E extends OrderEntry> {
  /** YYYY-MM-DD in the tournament's zone. */
  day: string
  games: PlayGame<E>[]
}

export function nextDayOfPlay<E extends OrderEntry>(
  entries: readonly E[],
  options: Omit<PlayOptions, 'withByes'> & { now: number },
): NextDayOfPlay<E> | null {
  const today = todayIn(options.timeZone, options.now)
  for (const day of orderOfPlay(entries, options).days) {
    if (day.day < today) continue
    const games = [...day.courts.map((column) => column.games), day.noCourt].flatMap(
      (games) => nextOnCourt(games) ?? [],
    )
    if (games.length > 0) return { day: day.day, games }
  }
  return null
}

/**
 * The latest results, the latest first: games with a result (won, retired, walkover) by when it
 * came in (else when they started, else their printed time), up to `count`.
 */
export function latestResults<E extends OrderEntry>(
  entries: readonly E[],
  options: { courtNames?: CourtNames | undefined; count: number },
): PlayGame<E>[] {
  const at = (play: PlayGame<E>) => play.finishedAt ?? play.startedAt ?? play.printedStart ?? -Infinity
  return entries
    .map((entry) => playGame(entry, options.courtNames))
    .filter((play) => hasResult(play.entry.game))
    .sort((a, b) => at(b) - at(a) || byTimeOrder(b, a))
    .slice(0, Math.max(0, options.count))
}

/** How long ago a game ends to still be "just finished". */
export const JUST_FINISHED_MINUTES = 30

export interface NowStrip<E extends OrderEntry> {
  /** Games on court now, in court order (those without a court last). */
  live: PlayGame<E>[]
  /** Per court, the first game of today not started yet, in court order. */
  upNext: PlayGame<E>[]
  /** Games decided in the last 30 minutes, the latest first. */
  justFinished: PlayGame<E>[]
}

/**
 * What is on now: the live games, the next game on each court (today's first not started, in
 * the tournament's zone) and the games just finished.
 */
export function nowStrip<E extends OrderEntry>(
  entries: readonly E[],
  options: {
    timeZone: string
    now: number
    courtNames?: CourtNames | undefined
    justFinishedMinutes?: number
  },
): NowStrip<E> {
  const { now, courtNames } = options
  const today = playToday(entries, options)
  const since = now - (options.justFinishedMinutes ?? JUST_FINISHED_MINUTES) * 60_000
  const justFinished = entries
    .map((entry) => playGame(entry, courtNames))
    .filter((play) => play.finishedAt !== null && play.finishedAt >= since && play.finishedAt <= now)
  return {
    live: [...today.courts.flatMap((column) => column.games), ...today.noCourt].filter(
      (play) => play.state === 'live',
    ),
    upNext: today.courts.flatMap((column) => nextOnCourt(column.games) ?? []),
    justFinished: justFinished.sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0)),
  }
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
  const today = todayIn(dates.timeZone, dates.now)
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
