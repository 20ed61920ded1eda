import { describe, expect, it } from 'vitest'
import { bracketMessages } from '../bracket'
import { slotLabel } from './slot-label'

const words = bracketMessages.en
const details = (over: Record<string, unknown>) => ({
  label: null,
  teamNumber: null,
  poolNumber: null,
  poolRank: null,
  sourceGameNumber: null,
  sourceResult: null,
  ...over,
})

describe('a side of a game', () => {
  it('is the team when it is known', () => {
    expect(slotLabel({ idx: 't', name: 'Muñoz / Ortega' }, details({}), words)).toEqual({
      text: 'Muñoz / Ortega',
      placeholder: false,
    })
  })

  it('says where the team comes from when it is not', () => {
    expect(slotLabel(null, details({ sourceResult: 'WINNER', sourceGameNumber: 12 }), words).text).toBe(
      'Winner of game 12',
    )
    expect(slotLabel(null, details({ sourceResult: 'LOSER', sourceGameNumber: 3 }), words).text).toBe(
      'Loser of game 3',
    )
    expect(
      slotLabel(null, details({ sourceResult: 'POOL_RANK', poolNumber: 1, poolRank: 1 }), words).text,
    ).toBe('1st of pool A')
    expect(
      slotLabel(
        null,
        details({ sourceResult: 'POOL_RANK', poolNumber: 2, poolRank: 2 }),
        words,
        () => 'Pool B',
      ).text,
    ).toBe('2nd of Pool B')
    expect(slotLabel(null, details({ sourceResult: 'BYE' }), words)).toEqual({
      text: 'Bye',
      placeholder: true,
    })
    expect(slotLabel(null, null, words).text).toBe('To be decided')
  })
})
