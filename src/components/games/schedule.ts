import type { Game } from '../../api/schemas'
import { dayInTimeZone } from '../../domain/time'

export interface GameDay<G> {
  /** YYYY-MM-DD in the zone, or null for the games without a time. */
  day: string | null
  /** A game of the day, to write the day's name from. */
  firstTime: string | null
  games: G[]
}

/**
 * The schedule: games grouped by the day they are played in the tournament's zone, each day in
 * time order (then court, then number); games without a time last, by match day and number.
 */
export function gamesByDay<G extends Pick<Game, 'time' | 'number' | 'courtNumber' | 'matchDay'>>(
  games: readonly G[],
  timeZone: string,
): GameDay<G>[] {
  const days = new Map<string | null, G[]>()
  for (const game of games) {
    const day = game.time ? dayInTimeZone(game.time, timeZone) : null
    const list = days.get(day) ?? []
    list.push(game)
    days.set(day, list)
  }
  const byTime = (a: G, b: G) =>
    Date.parse(a.time ?? '') - Date.parse(b.time ?? '') ||
    (a.courtNumber ?? Infinity) - (b.courtNumber ?? Infinity) ||
    a.number - b.number
  const untimed = (a: G, b: G) => (a.matchDay ?? Infinity) - (b.matchDay ?? Infinity) || a.number - b.number
  return [...days.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([day, list]) => {
      const games = [...list].sort(day === null ? untimed : byTime)
      return { day, firstTime: games[0]?.time ?? null, games }
    })
}
