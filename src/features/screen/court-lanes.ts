import type { Game } from '../../api/schemas'
import type { PlayDay } from '../../domain/order-of-play'
import type { PlayForecast } from '../../domain/play-forecast'
import type { OrderEntry, PlayGame } from '../../domain/play-game'
import { isStillToPlay } from '../../domain/score'
import type { BracketText } from '../../components/bracket'

/**
 * The games the courts and live views show, each with the words its tile needs; the venue's day
 * they make (today's games by court, and what is on now) is the order of play's `playToday`.
 */
export interface LaneGame extends OrderEntry {
  game: Game
  /** Division and round (or the game's own detail, such as its pool). */
  label: string
  /** Its round's words: the teams, or where they will come from ("Winner of game 12"). */
  text: BracketText
}

/** The venue's day as the courts and live views draw it, at `now`. */
export interface ScreenDay {
  /** Every game of the loaded rounds, with its round's words. */
  games: LaneGame[]
  day: PlayDay<LaneGame>
  forecast: PlayForecast
  now: number
}

export interface RoundGames {
  label: { division: string; round: string | null } | null
  games: readonly Game[]
  /** The round's words for its games (`gameText`), which also name its courts. */
  text: BracketText
}

export function laneGames(rounds: readonly RoundGames[]): LaneGame[] {
  return rounds.flatMap(({ label, games, text }) =>
    games.map((game) => {
      const detail = game.roundDetail?.trim()
      return { game, text, label: [label?.division, detail || label?.round].filter(Boolean).join(' · ') }
    }),
  )
}

/**
 * The games of a lane that fit `size` places: the last one over for context, then what is on
 * and what comes next; at the end of the day, the last ones played.
 */
export function laneWindow<G extends PlayGame>(games: readonly G[], size: number): G[] {
  const firstOpen = games.findIndex((play) => isStillToPlay(play.entry.game))
  const start = firstOpen === -1 ? Math.max(0, games.length - size) : Math.max(0, firstOpen - 1)
  return games.slice(start, start + Math.max(1, size))
}
