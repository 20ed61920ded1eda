import { describe, expect, it } from 'vitest'
import { resultStats } from '../../test-support/data/team-stats'
import type { Pool, Round } from '../api/schemas'
import { roundPoolOutlooks } from './round-pool-outlooks'

const team = (name: string) => ({ idx: name.toLowerCase(), name })
const [ana, bea, cris] = ['Ana', 'Bea', 'Cris'].map(team) as [
  ReturnType<typeof team>,
  ReturnType<typeof team>,
  ReturnType<typeof team>,
]

/** A pool of three, one through: Ana has won both her games, Bea and Cris play the last. */
function round(): Round {
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
    numQualifiers: 1,
    gamesRequireWinners: true,
    pools: [pool],
    games: [game('g1', ana, bea, ana), game('g2', ana, cris, ana), game('g3', bea, cris, null)],
  }
}

describe('the outlooks of a round’s pools', () => {
  it('gives each pool’s outlook, and the same answer again for the same answers read', () => {
    const read = round()
    const outlooks = roundPoolOutlooks(read, [read])
    expect(outlooks.get('pool-a')?.map((each) => [each.team.name, each.status])).toEqual([
      ['Ana', 'through'],
      ['Bea', 'out'],
      ['Cris', 'out'],
    ])
    expect(roundPoolOutlooks(read, [read])).toBe(outlooks)
  })

  it('works it out again for a new answer of the round', () => {
    const first = round()
    const again = round()
    again.numQualifiers = 2
    expect(roundPoolOutlooks(first, [first]).get('pool-a')?.[1]?.status).toBe('out')
    // Two through: the winner of Bea–Cris is second.
    expect(roundPoolOutlooks(again, [again]).get('pool-a')?.[1]?.status).toBe('open')
  })
})
