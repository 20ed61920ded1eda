import { describe, expect, it } from 'vitest'
import { resultStats } from '../../test-support/data/team-stats'
import { resultPoints } from './result-points'

/** A standing's row: its points after so many wins, ties and losses. */
const row = (points: number, wins: number, ties: number, losses: number) => ({
  teamStats: resultStats(wins, ties, losses, points),
})

describe('what a result is worth in the standings', () => {
  it('reads three points a win and one a tie back from the rows, one value leading to the next', () => {
    // The second and third rows have one kind of result each; what they are worth explains the rest.
    expect(resultPoints([row(4, 1, 1, 0), row(0, 0, 0, 2), row(6, 2, 0, 0), row(1, 0, 1, 1)])).toEqual({
      win: 3,
      tie: 1,
      loss: 0,
    })
  })

  it('reads a point for a played loss, and leaves the tie unknown while no game was tied', () => {
    expect(resultPoints([row(3, 1, 0, 0), row(1, 0, 0, 1), row(4, 1, 0, 1)])).toEqual({
      win: 3,
      tie: null,
      loss: 1,
    })
    expect(resultPoints([row(2, 2, 0, 0), row(1, 1, 0, 1), row(0, 0, 0, 2)])).toEqual({
      win: 1,
      tie: null,
      loss: 0,
    })
  })

  it('says nothing when the rows do not settle it, or contradict each other', () => {
    // Nothing played yet.
    expect(resultPoints([row(0, 0, 0, 0), row(0, 0, 0, 0)])).toBeNull()
    // Every team on one win and one loss: 3 and 0, or 2 and 1?
    expect(resultPoints([row(3, 1, 0, 1), row(3, 1, 0, 1)])).toBeNull()
    // A team's points adjusted by hand (a penalty): no single rule gives them.
    expect(resultPoints([row(3, 1, 0, 0), row(0, 0, 0, 1), row(5, 2, 0, 0)])).toBeNull()
    // Points that fall with a win are no standings this model can read.
    expect(resultPoints([row(0, 1, 0, 0), row(1, 0, 0, 1)])).toBeNull()
    // Rows without their figures.
    expect(resultPoints([{ teamStats: null }, { teamStats: undefined }])).toBeNull()
  })
})
