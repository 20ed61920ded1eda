import type { Game } from '../../api/schemas'
import { gameState } from '../../domain/score'
import { dayInTimeZone } from '../../domain/time'
import { courtText, type BracketText } from '../../components/bracket'

/**
 * Today's games of a tournament by court, for the courts view: one lane per court in court order,
 * its games in time order. "Today" is the tournament's day (its time zone); a live game is shown
 * whatever day it was scheduled for. Games without a court cannot be placed and are left out.
 */
export interface LaneGame {
  game: Game
  /** Division and round (or the game's own detail, such as its pool). */
  label: string
  /** Its round's words: the teams, or where they will come from ("Winner of game 12"). */
  text: BracketText
}

export interface CourtLane {
  key: string
  name: string
  games: LaneGame[]
}

export interface RoundGames {
  label: { division: string; round: string | null } | null
  games: readonly Game[]
  /** The round's words for its games (`gameText`), which also name its courts. */
  text: BracketText
}

export interface LaneOptions {
  timeZone: string
  now: number
}

const DONE = new Set(['finished', 'retired', 'walkover', 'cancelled', 'bye'])

export function isDone(game: Game): boolean {
  return DONE.has(gameState(game))
}

export function courtLanes(rounds: readonly RoundGames[], options: LaneOptions): CourtLane[] {
  const today = dayInTimeZone(new Date(options.now).toISOString(), options.timeZone)
  const lanes = new Map<string, CourtLane & { order: number }>()
  for (const { label, games, text } of rounds) {
    for (const game of games) {
      const scheduledToday = game.time != null && dayInTimeZone(game.time, options.timeZone) === today
      if (!scheduledToday && gameState(game) !== 'live') continue
      const court = courtOf(game, text)
      if (!court) continue
      const lane = lanes.get(court.key) ?? { ...court, games: [] }
      lanes.set(court.key, lane)
      const detail = game.roundDetail?.trim()
      lane.games.push({
        game,
        label: [label?.division, detail || label?.round].filter(Boolean).join(' · '),
        text,
      })
    }
  }
  return [...lanes.values()]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map(({ key, name, games }) => ({ key, name, games: games.sort(byTime) }))
}

function courtOf(game: Game, text: BracketText): { key: string; name: string; order: number } | null {
  const name = courtText(game, text)
  if (name === null) return null
  if (game.courtNumber != null) return { key: `number:${game.courtNumber}`, name, order: game.courtNumber }
  return { key: `court:${game.court?.idx ?? name}`, name, order: game.court?.position ?? 1e6 }
}

function byTime(a: LaneGame, b: LaneGame): number {
  const at = a.game.time ?? a.game.liveStartedAt ?? ''
  const bt = b.game.time ?? b.game.liveStartedAt ?? ''
  return at.localeCompare(bt) || a.game.number - b.game.number
}

/**
 * The games of a lane that fit `size` places: the last finished one for context, then what is
 * on and what comes next; at the end of the day, the last ones played.
 */
export function laneWindow(games: readonly LaneGame[], size: number): LaneGame[] {
  const firstOpen = games.findIndex((each) => !isDone(each.game))
  const start = firstOpen === -1 ? Math.max(0, games.length - size) : Math.max(0, firstOpen - 1)
  return games.slice(start, start + Math.max(1, size))
}
