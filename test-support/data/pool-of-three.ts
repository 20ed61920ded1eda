import type { Pool, Round } from '../../src/api/schemas'
import { resultStats } from './team-stats'

const team = (name: string) => ({ idx: name.toLowerCase(), name })
export const POOL_OF_THREE_TEAMS = {
  ana: team('Ana'),
  bea: team('Bea'),
  cris: team('Cris'),
} as const
type PoolTeam = ReturnType<typeof team>

/**
 * A round of one pool of three: Ana has won both her games, Bea and Cris play the last, and
 * `numQualifiers` of the three go through.
 */
export function poolOfThree(numQualifiers = 1): Round {
  const { ana, bea, cris } = POOL_OF_THREE_TEAMS
  const pool: Pool = {
    idx: 'pool-a',
    name: 'Pool A',
    number: 1,
    teams: [ana, bea, cris],
    standings: [
      { idx: 's1', rank: 1, team: ana, teamStats: resultStats(2, 0, 0, 2) },
      { idx: 's2', rank: 2, team: bea, teamStats: resultStats(0, 0, 1, 0) },
      { idx: 's3', rank: 3, team: cris, teamStats: resultStats(0, 0, 1, 0) },
    ],
  }
  const game = (idx: string, home: PoolTeam, away: PoolTeam, winner: PoolTeam | null) => ({
    idx,
    number: Number(idx.slice(1)),
    status: winner ? 'FINISHED' : 'UPCOMING',
    homeTeam: home,
    awayTeam: away,
    winner,
  })
  return {
    idx: 'pools',
    name: 'Round robin',
    type: 'ROUND_ROBIN_ROUND',
    number: 1,
    numQualifiers,
    gamesRequireWinners: true,
    pools: [pool],
    games: [game('g1', ana, bea, ana), game('g2', ana, cris, ana), game('g3', bea, cris, null)],
  }
}
