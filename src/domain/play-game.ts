import type { Game } from '../api/schemas'
import { byCourtOrder, gameCourt, type CourtNames, type GameCourt } from './court'
import { gameState, hasResult, type GameState } from './score'
import { dayInTimeZone } from './time'

/*
 * A game as the day's play sees it: its state, court and times, read once from the API's fields.
 * Every surface that lists games by time (the order of play, the round page's games, venue
 * screens, a team's games) reads these, so what a game's time or state is has one answer.
 */

/** What a caller lists: a game, with whatever the caller's page says about it. */
export interface OrderEntry {
  game: Game
}

export interface PlayGame<E extends OrderEntry = OrderEntry> {
  entry: E
  state: GameState
  /** Where it is played; null for a game without a court ("Court to be announced"). */
  court: GameCourt | null
  /** The printed start (`time`), in ms since the epoch; null for a game without a time. */
  printedStart: number | null
  /** When it went on court (`liveStartedAt`), in ms; null before, or when the API does not say. */
  startedAt: number | null
  /** When its result came in (`submittedAt`), else when it was due to end; null without a result. */
  finishedAt: number | null
}

export function playGame<E extends OrderEntry>(entry: E, courtNames?: CourtNames): PlayGame<E> {
  const { game } = entry
  return {
    entry,
    state: gameState(game),
    court: gameCourt(game, courtNames),
    printedStart: instant(game.time),
    startedAt: instant(game.liveStartedAt),
    finishedAt: hasResult(game) ? finishTime(game) : null,
  }
}

function instant(iso: string | null | undefined): number | null {
  const at = Date.parse(iso ?? '')
  return Number.isNaN(at) ? null : at
}

function finishTime(game: Game): number | null {
  const submitted = instant(game.submittedAt)
  if (submitted !== null) return submitted
  const start = instant(game.liveStartedAt ?? game.time)
  if (start === null || game.lengthInMinutes == null) return null
  return start + game.lengthInMinutes * 60_000
}

/** The day a game is played on in the zone: its time's, or (a live game with no time) its start's. */
export function gameDay(game: Pick<Game, 'time' | 'liveStartedAt'>, timeZone: string): string | null {
  const at = game.time ?? game.liveStartedAt
  return at ? dayInTimeZone(at, timeZone) : null
}

/** Where a game stands in its day: its printed time, else its start; a game with neither, last. */
export function playTime(play: PlayGame): number {
  return play.printedStart ?? play.startedAt ?? Infinity
}

/** Courts in the venue's order, games without a court after them. */
export function byCourt(a: GameCourt | null, b: GameCourt | null): number {
  return a && b ? byCourtOrder(a, b) : a ? -1 : b ? 1 : 0
}

/** In the order people read a day: by time, then court, then the scheduler's number, then the game's. */
export function byTimeOrder(a: PlayGame, b: PlayGame): number {
  return (
    playTime(a) - playTime(b) ||
    byCourt(a.court, b.court) ||
    (a.entry.game.scheduleNumber ?? Infinity) - (b.entry.game.scheduleNumber ?? Infinity) ||
    a.entry.game.number - b.entry.game.number
  )
}

/** Whole minutes a live game has been on court; null when it is not live or its start is not known. */
export function minutesOnCourt(play: Pick<PlayGame, 'state' | 'startedAt'>, now: number): number | null {
  if (play.state !== 'live' || play.startedAt === null) return null
  return Math.max(0, Math.floor((now - play.startedAt) / 60_000))
}
