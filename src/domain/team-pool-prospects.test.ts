import { describe, expect, it } from 'vitest'
import { resultStats } from '../../test-support/data/team-stats'
import type { Pool, Round } from '../api/schemas'
import { teamPoolProspects } from './pool-prospect'

const team = (name: string) => ({ idx: name.toLowerCase(), name })
const [ana, bea, cris, dani] = ['Ana', 'Bea', 'Cris', 'Dani'].map(team) as [
  ReturnType<typeof team>,
  ReturnType<typeof team>,
  ReturnType<typeof team>,
  ReturnType<typeof team>,
]

/** A pool of three, two through: Ana has won both her games, Bea and Cris play the last. */
function poolRound(numQualifiers: number): Round {
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
  const game = (idx: string, home: typeof ana, away: typeof ana, winner: typeof ana | null) => ({
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

describe('a team’s prospect in each pool it plays in', () => {
  it('says through for a team no game left can catch, by its pool', () => {
    expect(teamPoolProspects([poolRound(2)], 'ana')).toEqual(new Map([['pool-a', { status: 'through' }]]))
  })

  it('says what the last game decides for the two teams playing it', () => {
    const rounds = [poolRound(2)]
    expect(teamPoolProspects(rounds, 'bea').get('pool-a')).toEqual({
      status: 'open',
      tiebreaks: false,
      next: { opponent: cris, win: 'through', loss: 'out', tie: null },
    })
  })

  it('says out where even a win cannot reach the places that go through', () => {
    expect(teamPoolProspects([poolRound(1)], 'cris').get('pool-a')).toEqual({ status: 'out' })
  })

  it('claims nothing for a team in no pool, or a pool whose standings do not add up', () => {
    expect(teamPoolProspects([poolRound(2)], dani.idx).size).toBe(0)
    const broken = poolRound(2)
    broken.pools![0]!.standings![1]!.teamStats = resultStats(5, 0, 0, 10)
    expect(teamPoolProspects([broken], 'bea').size).toBe(0)
  })
})
