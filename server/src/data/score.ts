import type { Game, Score, SetScore } from './dataset-schema.ts'
import { stableIdx } from './random.ts'

/** A set as played, before it gets its idx: games (or points) per side, home first. */
export interface PlayedSet {
  home: number
  away: number
  isTieBreak: boolean
}

export type Side = 'home' | 'away'

/** Who took the set; null for a set left unfinished (a retirement). */
export function setWinner(set: PlayedSet, pointsPerSet: number): Side | null {
  const high = Math.max(set.home, set.away)
  const low = Math.min(set.home, set.away)
  const finished = set.isTieBreak
    ? high > low
    : (high >= pointsPerSet && high - low >= 2) || (high === pointsPerSet + 1 && low === pointsPerSet)
  if (!finished) return null
  return set.home > set.away ? 'home' : 'away'
}

/** How many sets each side took (an unfinished set counts for nobody). */
export function setsWon(sets: readonly PlayedSet[], pointsPerSet: number): Record<Side, number> {
  const won = { home: 0, away: 0 }
  for (const set of sets) {
    const winner = setWinner(set, pointsPerSet)
    if (winner) won[winner]++
  }
  return won
}

/** The stored score of a game: its sets with their idx, and the sets each side won. */
export function scoreOf(gameIdx: string, sets: readonly PlayedSet[], pointsPerSet: number): Score {
  const { home, away } = setsWon(sets, pointsPerSet)
  return {
    idx: stableIdx(gameIdx, 'score'),
    home,
    away,
    playerPointsBalanced: null,
    sets: sets.map((set, i): SetScore => ({
      idx: stableIdx(gameIdx, 'set', i + 1),
      number: i + 1,
      home: set.home,
      away: set.away,
      isTieBreak: set.isTieBreak,
    })),
  }
}

export function teamOnSide(game: Game, side: Side): string | null {
  return side === 'home' ? game.homeTeamIdx : game.awayTeamIdx
}

/** The team that did not win a decided game, or null. */
export function loserOf(game: Game): string | null {
  if (game.winnerIdx === null) return null
  return game.winnerIdx === game.homeTeamIdx ? game.awayTeamIdx : game.homeTeamIdx
}

/** A game that no longer waits for a result. */
export function isDecided(game: Game): boolean {
  return game.status !== 'UPCOMING'
}
