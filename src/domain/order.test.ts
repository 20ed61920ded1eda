import { describe, expect, it } from 'vitest'
import { byNumber } from './order'

describe('byNumber', () => {
  it('orders divisions, rounds, pools and sets by number, leaving the given list as it was', () => {
    const given = [{ number: 3 }, { number: 1 }, { number: 2 }]
    expect(byNumber(given).map((each) => each.number)).toEqual([1, 2, 3])
    expect(given.map((each) => each.number)).toEqual([3, 1, 2])
  })

  it('reads a missing list as empty', () => {
    expect(byNumber(null)).toEqual([])
    expect(byNumber(undefined)).toEqual([])
  })
})
