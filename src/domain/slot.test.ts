import { describe, expect, it } from 'vitest'
import { feedsFromGame, poolLetter, slotSource } from './slot'

describe('slot source', () => {
  it('reads the winner or loser of an earlier game', () => {
    expect(slotSource({ sourceGameNumber: 12, sourceResult: 'WINNER' })).toEqual({
      kind: 'winnerOf',
      gameNumber: 12,
    })
    expect(slotSource({ sourceGameNumber: 12 })).toEqual({ kind: 'winnerOf', gameNumber: 12 })
    expect(slotSource({ sourceGameNumber: 12, sourceResult: 'LOSER' })).toEqual({
      kind: 'loserOf',
      gameNumber: 12,
    })
    expect(feedsFromGame({ sourceGameNumber: 12, sourceResult: 'LOSER' })).toBeNull()
  })

  it('reads a pool position, a bye, or else the label as sent', () => {
    expect(slotSource({ poolNumber: 1, poolRank: 2, sourceResult: 'POOL_RANK' })).toEqual({
      kind: 'poolRank',
      poolNumber: 1,
      rank: 2,
    })
    expect(slotSource({ sourceResult: 'BYE', label: 'Bye' })).toEqual({ kind: 'bye' })
    expect(slotSource({ label: ' Lucky loser ' })).toEqual({ kind: 'label', label: 'Lucky loser' })
    expect(slotSource(null)).toEqual({ kind: 'unknown' })
  })

  it('names pools by letter', () => {
    expect([1, 2, 26, 27].map(poolLetter)).toEqual(['A', 'B', 'Z', 'AA'])
  })
})
