import { describe, expect, it } from 'vitest'
import { resultStats } from '../../test-support/data/team-stats'
import { poolOfThree, POOL_OF_THREE_TEAMS } from '../../test-support/data/pool-of-three'
import { teamPoolProspects } from './pool-prospect'

const { cris } = POOL_OF_THREE_TEAMS
/** A pool of three: Ana has won both her games, Bea and Cris play the last. */
const poolRound = poolOfThree

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
    expect(teamPoolProspects([poolRound(2)], 'dani').size).toBe(0)
    const broken = poolRound(2)
    broken.pools![0]!.standings![1]!.teamStats = resultStats(5, 0, 0, 10)
    expect(teamPoolProspects([broken], 'bea').size).toBe(0)
  })
})
