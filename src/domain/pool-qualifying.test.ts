import { describe, expect, it } from 'vitest'
import type { Draw, Game, Round } from '../api/schemas'
import { nextRound, nextRoundOfPoolRound, qualifyingPlaces } from './pool-qualifying'

const poolA = { number: 1 }
const pools = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ idx: `p${i + 1}`, name: `Pool ${i + 1}`, number: i + 1 }))
const poolRound = (count: number, numQualifiers: unknown = null) => ({
  number: 1,
  pools: pools(count),
  numQualifiers,
})

/** A game of the next round waiting for two pools' ranks: [pool, rank] each side. */
function waiting(number: number, home: [number, number], away: [number, number]): Game {
  const details = ([poolNumber, poolRank]: [number, number]) => ({
    label: `${poolRank} of pool ${poolNumber}`,
    poolNumber,
    poolRank,
    sourceResult: 'POOL_RANK',
  })
  return {
    idx: `g${number}`,
    number,
    status: 'UPCOMING',
    homeTeamDetails: details(home),
    awayTeamDetails: details(away),
  }
}

function knockout(number: number, placement: number, games: Game[]): Pick<Round, 'number' | 'draws'> {
  const draw: Draw = {
    idx: `d${placement}`,
    placement,
    rounds: [{ idx: 'r0', label: 'Semi-finals', order: 0, games }],
  }
  return { number, draws: [draw] }
}

describe('how many of a pool’s places go through', () => {
  it('counts the ranks the next round’s main draw waits for: 1st and 2nd of pool A', () => {
    // The ATP Finals 2023 semi-finals: 1st of one group against 2nd of the other.
    const semiFinals = knockout(2, 1, [waiting(13, [2, 1], [1, 2]), waiting(14, [1, 1], [2, 2])])
    expect(qualifyingPlaces(poolRound(2), poolA, [semiFinals])).toBe(2)
  })

  it('reads the round right after the pools, and only its main draw', () => {
    const main = knockout(2, 1, [waiting(1, [1, 1], [2, 1])])
    const laterRound = knockout(3, 1, [waiting(1, [1, 3], [1, 4])])
    const consolation = {
      number: 2,
      draws: [...main.draws!, ...knockout(2, 5, [waiting(2, [1, 2], [2, 2])]).draws!],
    }
    expect(qualifyingPlaces(poolRound(2), poolA, [laterRound, consolation])).toBe(1)
  })

  it('draws no line when the ranks waited for do not run from the first', () => {
    expect(qualifyingPlaces(poolRound(2), poolA, [knockout(2, 1, [waiting(1, [1, 2], [2, 2])])])).toBeNull()
  })

  it('falls back on `numQualifiers` for a round of one pool only, where per pool and per round agree', () => {
    expect(qualifyingPlaces(poolRound(1, 4), poolA, [])).toBe(4)
    expect(qualifyingPlaces(poolRound(2, 4), poolA, [])).toBeNull()
    expect(qualifyingPlaces(poolRound(1, null), poolA, [])).toBeNull()
    expect(qualifyingPlaces(poolRound(1, '4'), poolA, [])).toBeNull()
  })
})

describe('the round after a pool round', () => {
  it('is the lowest-numbered later round of the division, whatever the order given', () => {
    const rounds = [{ number: 4 }, { number: 1 }, { number: 3 }, { number: 2 }]
    expect(nextRound(rounds, { number: 2 })).toEqual({ number: 3 })
    expect(nextRound(rounds, { number: 4 })).toBeUndefined()
  })
})

describe('the round a pool round’s marks read, from the tournament’s outline', () => {
  const divisions = [
    {
      rounds: [
        { idx: 'knockout', type: 'SINGLE_ELIMINATION_ROUND', number: 2 },
        { idx: 'pools', type: 'ROUND_ROBIN_ROUND', number: 1 },
      ],
    },
    { rounds: [{ idx: 'league', type: 'ROUND_ROBIN_ROUND', number: 1 }] },
  ]
  it('is the round after a pool round, none after the last or for a knockout, none for a round not listed', () => {
    expect(nextRoundOfPoolRound(divisions, 'pools')).toBe('knockout')
    expect(nextRoundOfPoolRound(divisions, 'league')).toBeNull()
    expect(nextRoundOfPoolRound(divisions, 'knockout')).toBeNull()
    expect(nextRoundOfPoolRound(divisions, 'elsewhere')).toBeNull()
  })
})
