import type { Draw, Game, TeamDetails } from '../../api/schemas'
import { humanizeEnum } from '../../domain/labels'
import { gameCourt, type GameCourt } from '../../domain/court'
import { gameState, scoreText, winnerSide, type GameState, type Side } from '../../domain/score'
import { poolLetter, slotSource } from '../../domain/slot'
import { DATE_TIME, zonedFormatter } from '../../domain/time'
import { drawRoundsInOrder } from '../../domain/draw-order'
import type { BracketMessages } from './messages'

/** What every game of a bracket needs to be put into words. */
export interface BracketText {
  messages: BracketMessages
  locale: string
  timeZone: string
  /** A game's start as the schedule line shows it, in `timeZone` (see scheduleFormatter). */
  formatTime: (iso: string) => string
  courtNames?: Readonly<Record<string, string>> | null
  /** The number shown for a game number (its `displayNumber` when it has one). */
  shownNumber: (gameNumber: number) => string
  /** A pool's name by its number ("Pool A"); "pool A" when the round's pools are not known. */
  poolName: (poolNumber: number) => string | undefined
}

export function shownNumber(game: Pick<Game, 'number' | 'displayNumber'>): string {
  return String(game.displayNumber ?? game.number)
}

/** Entries of a draw: two per game of its first draw round (a BYE game holds a place too). */
export function drawEntries(draw: Draw): number {
  return (drawRoundsInOrder(draw)[0]?.games?.length ?? 0) * 2
}

/** A draw's name: placement 1 is the main draw, the others say which places they decide. */
export function drawName(draw: Draw, entries: number, messages: BracketMessages): string {
  if (draw.placement === 1) return messages.mainDraw
  if (entries === 2) return messages.placePlayOff(messages.ordinal(draw.placement))
  if (entries > 2) return messages.placesDraw(draw.placement, draw.placement + entries - 1)
  return messages.placementDraw(draw.placement)
}

/** The team's name, or where it will come from when not known yet ("Winner of game 12"). */
export function slotText(
  team: Game['homeTeam'],
  details: TeamDetails | null | undefined,
  text: BracketText,
): string {
  if (team) return team.name
  const { messages } = text
  const source = slotSource(details)
  switch (source.kind) {
    case 'winnerOf':
      return messages.winnerOf(text.shownNumber(source.gameNumber))
    case 'loserOf':
      return messages.loserOf(text.shownNumber(source.gameNumber))
    case 'poolRank':
      return messages.poolRank(
        messages.ordinal(source.rank),
        text.poolName(source.poolNumber) ?? messages.poolByLetter(poolLetter(source.poolNumber)),
      )
    case 'bye':
      return messages.bye
    case 'label':
      return source.label
    default:
      return messages.toBeDecided
  }
}

/** The name a court is shown by: its own, else "Court 3". */
export function courtName(court: GameCourt, messages: BracketMessages): string {
  return court.name ?? messages.court(court.number ?? 0)
}

export function courtText(game: Game, text: BracketText): string | null {
  const court = gameCourt(game, text.courtNames)
  return court ? courtName(court, text.messages) : null
}

/**
 * One formatter for all the games of a bracket: resolving the zone and building an
 * Intl.DateTimeFormat per game costs more than drawing the game (a 256-draw: ~100 ms).
 */
export function scheduleFormatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
): (iso: string) => string {
  return zoneSchedule(locale, timeZone, options).formatTime
}

/**
 * The zone a bracket's times are in (UTC when `timeZone` is not one Intl knows) and its
 * formatter: the page's shared one (`zonedFormatter`), so a round page whose header has written
 * a time in the zone builds none for its bracket (~0.5 ms on a fresh page).
 */
export function zoneSchedule(
  locale: string,
  timeZone: string | null | undefined,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
): Pick<BracketText, 'timeZone' | 'formatTime'> {
  const { timeZone: zone, format } = zonedFormatter(locale, timeZone, options)
  // Many games start at the same time: each time is formatted once.
  const formatted = new Map<string, string>()
  const formatTime = (iso: string) => {
    let text = formatted.get(iso)
    if (text === undefined) {
      const date = new Date(iso)
      text = Number.isNaN(date.getTime()) ? iso : format.format(date)
      formatted.set(iso, text)
    }
    return text
  }
  return { timeZone: zone, formatTime }
}

/** "Sun 28 May, 11:00 · Court Philippe-Chatrier", in the tournament's time zone. */
export function scheduleText(game: Game, text: BracketText): string {
  const parts: string[] = []
  if (game.time) parts.push(text.formatTime(game.time))
  const court = courtText(game, text)
  if (court) parts.push(court)
  return parts.join(' · ')
}

/**
 * The sentence a screen reader says for a game: "Game 127: Novak Djokovic vs Casper Ruud, Novak
 * Djokovic won 7-6 (tie-break) 6-3 7-5. Sun 11 Jun, 15:00 · Court Philippe-Chatrier."
 */
export function gameSummary(
  game: Game,
  names: Record<Side, string>,
  next: { number: string; round: string } | null,
  text: BracketText,
  known: { schedule: string; state: GameState; winner: Side | null } = {
    schedule: scheduleText(game, text),
    state: gameState(game),
    winner: winnerSide(game),
  },
): string {
  const { messages } = text
  const { schedule, state, winner } = known
  const words = { ...messages.spoken, markTieBreakSet: (set: string) => `${set} (${messages.tieBreak})` }
  const score = scoreText(game, words)
  let outcome: string
  if (state === 'bye') outcome = winner ? messages.byeFor(names[winner]) : messages.spoken.bye
  else if (winner) outcome = messages.won(names[winner], score)
  else if (state === 'live') outcome = messages.liveScore(score)
  else if (state === 'cancelled') outcome = messages.spoken.cancelled
  else if (state === 'other') outcome = humanizeEnum(game.status)
  else outcome = messages.notPlayed
  const title =
    state === 'bye'
      ? messages.game(shownNumber(game))
      : `${messages.game(shownNumber(game))}: ${messages.versus(names.home, names.away)}`
  const onward = next ? messages.winnerGoesTo(next.number, next.round) : ''
  return [`${title}, ${outcome}.`, schedule && `${schedule}.`, onward && `${onward}.`]
    .filter(Boolean)
    .join(' ')
}
