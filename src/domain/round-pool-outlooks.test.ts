import { describe, expect, it } from 'vitest'
import { poolOfThree } from '../../test-support/data/pool-of-three'
import { roundPoolOutlooks } from './round-pool-outlooks'

/** A pool of three, one through: Ana has won both her games, Bea and Cris play the last. */
const round = () => poolOfThree(1)

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
