import type { Random } from './random.ts'
import type { Round, Sport } from './dataset-schema.ts'
import { setsWon, setWinner, type PlayedSet, type Side } from './score.ts'

/** How a game of a round is played: what the random results and the live simulation follow. */
export interface MatchFormat {
  numberOfSets: number
  /** Games to take a set (6 in tennis and padel), or points (11 in pickleball). */
  pointsPerSet: number
  /** The deciding set is a match tie-break to 10 (padel, some tennis leagues). */
  matchTieBreak: boolean
  /** Every set is played even when the game is already won, so a game can end level. */
  playAllSets: boolean
}

export function formatOfRound(
  round: Pick<Round, 'numberOfSets' | 'pointsPerSet' | 'playAllSets'>,
  sport: Sport,
): MatchFormat {
  return {
    numberOfSets: round.numberOfSets,
    pointsPerSet: round.pointsPerSet,
    matchTieBreak: sport === 'PADEL' && round.numberOfSets === 3,
    playAllSets: round.playAllSets,
  }
}

/**
 * A random, plausible result, set by set. `homeSetChance` is the chance that home takes any one
 * set, so stronger (better seeded) teams win more often.
 */
export function playMatch(random: Random, format: MatchFormat, homeSetChance = 0.5): PlayedSet[] {
  const setsToWin = Math.ceil(format.numberOfSets / 2)
  const sets: PlayedSet[] = []
  const won = { home: 0, away: 0 }
  while (sets.length < format.numberOfSets) {
    if (!format.playAllSets && (won.home === setsToWin || won.away === setsToWin)) break
    const deciding = sets.length === format.numberOfSets - 1 && won.home === won.away
    const winner: Side = random.chance(homeSetChance) ? 'home' : 'away'
    const set =
      deciding && format.matchTieBreak
        ? matchTieBreak(random, winner)
        : playSet(random, winner, format.pointsPerSet)
    sets.push(set)
    const taken = setWinner(set, format.pointsPerSet)
    if (taken) won[taken]++
  }
  return sets
}

function playSet(random: Random, winner: Side, pointsPerSet: number): PlayedSet {
  let high = pointsPerSet
  let low: number
  let isTieBreak = false
  if (pointsPerSet >= 11) {
    low = random.int(0, pointsPerSet + 1)
    if (low >= pointsPerSet - 1) high = low + 2
  } else {
    low = random.int(0, pointsPerSet)
    if (low === pointsPerSet - 1) high = pointsPerSet + 1
    if (low === pointsPerSet) {
      high = pointsPerSet + 1
      isTieBreak = true
    }
  }
  return winner === 'home' ? { home: high, away: low, isTieBreak } : { home: low, away: high, isTieBreak }
}

function matchTieBreak(random: Random, winner: Side): PlayedSet {
  const low = random.int(2, 11)
  const high = low >= 9 ? low + 2 : 10
  return winner === 'home'
    ? { home: high, away: low, isTieBreak: true }
    : { home: low, away: high, isTieBreak: true }
}

/** The side that won a finished game, or null for a level game. */
export function matchWinner(sets: readonly PlayedSet[], pointsPerSet: number): Side | null {
  const { home, away } = setsWon(sets, pointsPerSet)
  if (home === away) return null
  return home > away ? 'home' : 'away'
}
