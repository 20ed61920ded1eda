import { describe, expect, it } from 'vitest'
import type { Reference } from '../api/schemas'
import { poolOutlook, type PoolState } from './pool-outlook'
import { poolProspect } from './pool-prospect'

const team = (name: string): Reference => ({ idx: name.toLowerCase(), name })
const [ana, bea, cris, dani] = ['Ana', 'Bea', 'Cris', 'Dani'].map(team) as [
  Reference,
  Reference,
  Reference,
  Reference,
]

/** A pool of four, two through, two points a win (one a tie): the points now and the games left. */
function pool(points: [number, number, number, number], left: [Reference, Reference][], ties = false) {
  const state: PoolState = {
    teams: [ana, bea, cris, dani].map((each, i) => ({ team: each, points: points[i]! })),
    gamesLeft: left.map(([home, away], i) => ({ idx: `g${i}`, home, away })),
    points: { win: 2, tie: 1, loss: 0 },
    tiesAllowed: ties,
    qualifyingPlaces: 2,
  }
  return (who: Reference) => poolProspect(poolOutlook(state), state, who.idx)
}

describe('a team’s prospect in its pool', () => {
  it('says through and out where no result left can change them', () => {
    // Ana 6 and Bea 6 cannot be caught by Cris 0 and Dani 0 with one game each left.
    const prospect = pool(
      [6, 6, 0, 0],
      [
        [ana, cris],
        [bea, dani],
      ],
    )
    expect(prospect(ana)).toEqual({ status: 'through' })
    expect(prospect(dani)).toEqual({ status: 'out' })
  })

  it('says what each result of the next game leaves it with', () => {
    // The last games: Bea (2) against Cris (2) and Ana (0) against Dani (4). Bea winning is 4
    // points, second at worst; losing, 2 to Cris's 4 and Dani's 4 at least.
    const lastGames = pool(
      [0, 2, 2, 4],
      [
        [ana, dani],
        [bea, cris],
      ],
    )
    expect(lastGames(bea)).toEqual({
      status: 'open',
      tiebreaks: false,
      next: { opponent: cris, win: 'through', loss: 'out', tie: null },
    })
    // Ana (0) beating Dani: 2 points, behind Dani's 4 and the winner of Bea–Cris's 4.
    expect(lastGames(ana)).toEqual({ status: 'out' })
    // Two games left for Ana, none played: a first win leaves it to the other games.
    expect(
      pool(
        [0, 0, 0, 0],
        [
          [ana, bea],
          [ana, cris],
        ],
      )(ana),
    ).toMatchObject({ next: { opponent: bea, win: 'through', loss: 'open' } })
  })

  it('says what a tie leaves where the round allows ties', () => {
    const prospect = pool(
      [0, 2, 2, 4],
      [
        [ana, dani],
        [bea, cris],
      ],
      true,
    )
    // A tie: Bea 3 and Cris 3; Dani 4 at least, Ana 2 at most: both second at worst, level.
    expect(prospect(bea)).toMatchObject({ next: { win: 'through', tie: 'tiebreaks', loss: 'out' } })
  })

  it('says a team with no game left depends on the other games, or on tiebreaks alone', () => {
    // Cris (2) is done. Bea (2) beats Dani (0): Cris is third; Dani wins: three level on 2.
    expect(pool([6, 2, 2, 0], [[bea, dani]])(cris)).toEqual({ status: 'open', tiebreaks: true, next: null })
    // Bea and Cris (2 each, done) wait for Ana (4) against Dani (4): whoever loses keeps 4.
    const waiting = pool([4, 2, 2, 4], [[ana, dani]])
    expect(waiting(bea)).toEqual({ status: 'out' })
    expect(waiting(ana)).toEqual({ status: 'through' })
  })

  it('has nothing to say without an outlook or for a team not in the pool', () => {
    expect(poolProspect(null, null, ana.idx)).toBeNull()
    const state: PoolState = {
      teams: [ana, bea].map((each) => ({ team: each, points: 0 })),
      gamesLeft: [],
      points: { win: 2, tie: 1, loss: 0 },
      tiesAllowed: false,
      qualifyingPlaces: 1,
    }
    expect(poolProspect(poolOutlook(state), state, 'someone-else')).toBeNull()
  })
})
