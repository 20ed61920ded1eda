import { describe, expect, it } from 'vitest'
import { extreme } from './pool-extremes'

describe('the most or fewest teams past a mark', () => {
  // Three teams on 0, 0 and 1 win; 0–1 and 1–2 are left; one point a win.
  const search = {
    points: [0, 0, 1],
    games: [[0, 1] as const, [1, 2] as const],
    results: [[1, 0] as const, [0, 1] as const],
  }

  it('finds the most and the fewest over every result of the games left', () => {
    // At least two wins: only team 1 or team 2 can get there, not both (they meet).
    expect(extreme({ ...search, counts: (p) => p >= 2, goal: 'most' })).toEqual({ value: 1, exact: true })
    // At least one: team 2 has it, and 0–1 gives one of them a win.
    expect(extreme({ ...search, counts: (p) => p >= 1, goal: 'fewest' })).toEqual({ value: 2, exact: true })
    expect(extreme({ ...search, counts: (p) => p >= 1, goal: 'most' })).toEqual({ value: 3, exact: true })
  })

  it('answers with the bound on points, never better than the truth, when the budget runs out', () => {
    // On points alone teams 1 and 2 could both reach two wins; the truth is one.
    expect(extreme({ ...search, counts: (p) => p >= 2, goal: 'most', budget: 1 })).toEqual({
      value: 2,
      exact: false,
    })
    // On points alone only team 2 need have one win; the truth is two teams.
    expect(extreme({ ...search, counts: (p) => p >= 1, goal: 'fewest', budget: 1 })).toEqual({
      value: 1,
      exact: false,
    })
  })
})
