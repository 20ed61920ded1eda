import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { readDemo, roundPath } from '../../test-support/demo-api/read-demo'
import { roundSchema, type Draw, type Game, type Reference, type Round } from '../api/schemas'
import { finalPlacements, type Placement } from './final-placements'

const team = (name: string): Reference => ({ idx: name.toLowerCase(), name })
const [ana, bea, cris, dani, eva, fer, gil, hugo] = [
  'Ana',
  'Bea',
  'Cris',
  'Dani',
  'Eva',
  'Fer',
  'Gil',
  'Hugo',
].map(team) as [Reference, Reference, Reference, Reference, Reference, Reference, Reference, Reference]
const women = { idx: 'women', name: 'Women open' }

let gameNumber = 0
/** A game between two teams; `winner` decides it, otherwise it is still to be played. */
function game(home: Reference, away: Reference, winner?: Reference, overrides: Partial<Game> = {}): Game {
  gameNumber += 1
  return {
    idx: `g${gameNumber}`,
    number: gameNumber,
    status: winner ? 'FINISHED' : 'UPCOMING',
    homeTeam: home,
    awayTeam: away,
    winner: winner ?? null,
    ...overrides,
  }
}

/** A draw of `placement`, its draw rounds given first played first (order 0 … the final). */
function draw(placement: number, ...rounds: Game[][]): Draw {
  return {
    idx: `draw${placement}`,
    placement,
    rounds: rounds.map((games, order) => ({
      idx: `d${placement}r${order}`,
      label: `R${order}`,
      order,
      games,
    })),
  }
}

function knockout(draws: Draw[], overrides: Partial<Round> = {}): Round {
  return {
    idx: 'knockout',
    name: 'Main draw',
    type: 'SINGLE_ELIMINATION_ROUND',
    number: 2,
    division: women,
    draws,
    ...overrides,
  }
}

const semiFinals = () => [game(ana, dani, ana), game(cris, bea, bea)]
const places = (placements: Placement[]) =>
  placements.map(({ place, teams }) => [place, teams.map((each) => each.name)])

describe('final placements of a single elimination', () => {
  it('names the champion, the runner-up and, without a play-off, both semi-final losers as joint third', () => {
    const placements = finalPlacements([knockout([draw(1, semiFinals(), [game(ana, bea, bea)])])])
    expect(places(placements)).toEqual([
      [1, ['Bea']],
      [2, ['Ana']],
      [3, ['Dani', 'Cris']],
    ])
    expect(placements.every((each) => each.division === women)).toBe(true)
  })

  it('counts a final won on a walkover, or on a retirement said only by the retired team', () => {
    const walkover = game(ana, bea, bea, { status: 'FORFEIT' })
    expect(places(finalPlacements([knockout([draw(1, [walkover])])]))).toEqual([
      [1, ['Bea']],
      [2, ['Ana']],
    ])
    const retired = game(ana, bea, undefined, {
      status: 'FINISHED',
      isRetirement: true,
      retiredTeamId: 'bea',
    })
    expect(places(finalPlacements([knockout([draw(1, [retired])])]))).toEqual([
      [1, ['Ana']],
      [2, ['Bea']],
    ])
  })

  it('says nothing while the final is still to be played, or was cancelled, even with the semi-finals over', () => {
    for (const final of [
      game(ana, bea),
      game(ana, bea, undefined, { liveStartedAt: '2026-06-14T18:00:00.000Z' }),
      game(ana, bea, undefined, { status: 'CANCELLED' }),
    ]) {
      expect(
        finalPlacements([knockout([draw(1, semiFinals(), [final]), draw(3, [game(dani, cris, cris)])])]),
      ).toEqual([])
    }
  })

  it('takes third and fourth from the third-place play-off, and fifth to eighth from a fifth-place draw', () => {
    const quarterFinals = [
      game(ana, hugo, ana),
      game(dani, eva, dani),
      game(cris, fer, cris),
      game(bea, gil, bea),
    ]
    const main = draw(1, quarterFinals, semiFinals(), [game(ana, bea, ana)])
    const thirdPlace = draw(3, [game(dani, cris, dani)])
    const fifthPlace = draw(5, [game(hugo, eva, eva), game(fer, gil, fer)], [game(eva, fer, fer)])
    expect(places(finalPlacements([knockout([fifthPlace, main, thirdPlace])]))).toEqual([
      [1, ['Ana']],
      [2, ['Bea']],
      [3, ['Dani']],
      [4, ['Cris']],
      [5, ['Fer']],
      [6, ['Eva']],
      [7, ['Hugo', 'Gil']],
    ])
  })

  it('leaves out a place whose play-off is not over: no joint third when a play-off is planned', () => {
    const main = draw(1, semiFinals(), [game(ana, bea, ana)])
    expect(places(finalPlacements([knockout([main, draw(3, [game(dani, cris)])])]))).toEqual([
      [1, ['Ana']],
      [2, ['Bea']],
    ])
  })

  it('reads the teams from the flat game list when the draws give only where each game stands', () => {
    const final = game(ana, bea, bea)
    const bare = { idx: final.idx, number: final.number, status: final.status }
    const round = knockout([draw(1, [bare])], { games: [final] })
    expect(places(finalPlacements([round]))).toEqual([
      [1, ['Bea']],
      [2, ['Ana']],
    ])
  })

  it('names the real champions of Roland Garros 2023: Djokovic, Ruud, and Alcaraz and Zverev third', async () => {
    const [body] = await readDemo([`${roundPath(LANDMARKS.rolandGarros.roundIdx)},division`])
    const round = roundSchema.parse(body)
    expect(places(finalPlacements([round]))).toEqual([
      [1, ['Novak Djokovic']],
      [2, ['Casper Ruud']],
      [3, ['Carlos Alcaraz', 'Alexander Zverev']],
    ])
  })
})

describe('final placements of a round robin', () => {
  const standings = (...rows: [Reference, number][]) =>
    rows.map(([each, rank]) => ({ idx: `st-${each.idx}`, rank, team: each }))
  function roundRobin(games: Game[], overrides: Partial<Round> = {}): Round {
    return {
      idx: 'pool-round',
      name: 'Round robin',
      type: 'ROUND_ROBIN_ROUND',
      number: 1,
      division: women,
      pools: [
        {
          idx: 'pa',
          name: 'Pool A',
          number: 1,
          standings: standings([bea, 1], [ana, 2], [cris, 2], [dani, 4]),
        },
      ],
      games,
      ...overrides,
    }
  }
  const allPlayed = () => [
    game(ana, bea, bea),
    game(cris, dani, cris),
    game(ana, cris, ana),
    game(bea, dani, bea),
    game(ana, dani, dani, { status: 'FORFEIT' }),
    game(bea, cris, cris, { status: 'FINISHED', isRetirement: true }),
  ]

  it('gives the pool’s ranks once every game is played, teams of the same rank sharing it', () => {
    expect(places(finalPlacements([roundRobin(allPlayed())]))).toEqual([
      [1, ['Bea']],
      [2, ['Ana', 'Cris']],
      [4, ['Dani']],
    ])
  })

  it('says nothing while a game is left, and nothing for several pools, which ranks do not order', () => {
    const [last, ...played] = allPlayed().reverse()
    expect(
      finalPlacements([roundRobin([...played, { ...last!, status: 'UPCOMING', winner: null }])]),
    ).toEqual([])
    const twoPools = roundRobin(allPlayed())
    twoPools.pools = [
      ...twoPools.pools!,
      { idx: 'pb', name: 'Pool B', number: 2, standings: standings([eva, 1]) },
    ]
    expect(finalPlacements([twoPools])).toEqual([])
  })

  it('reads each division from its last round: a pool stage followed by a knockout ends with the knockout', () => {
    const pools = roundRobin(allPlayed())
    const men = { idx: 'men', name: 'Men open' }
    const menPools = roundRobin(allPlayed(), { division: men, number: 1 })
    const final = knockout([draw(1, [game(ana, bea)])])
    expect(
      finalPlacements([pools, final, menPools]).map(({ division, place }) => [division?.name, place]),
    ).toEqual([
      ['Men open', 1],
      ['Men open', 2],
      ['Men open', 4],
    ])
  })
})
