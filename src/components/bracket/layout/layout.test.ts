import { describe, expect, it } from 'vitest'
import type { Draw, Game, Round } from '../../../api/schemas'
import { seedOrder, syntheticIdx, syntheticRound } from '../../../../test-support/data/synthetic-round'
import { connectorPath } from './connectors'
import { connectDraw } from './draw-graph'
import { drawRoundsInOrder, drawsInOrder } from '../../../domain/draw-order'
import { GEOMETRY, gameTop, slotAnchor, treeHeight } from './geometry'
import { drawPages } from './pages'
import { teamPath } from './team-path'
import { layoutDraw, type DrawLayout } from './tree-layout'

function mainDraw(round: Round): Draw {
  return round.draws![0]!
}

function seedsOf(game: Game): [string | undefined, string | undefined] {
  return [game.homeTeam?.idx, game.awayTeam?.idx]
}

/**
 * Every game with feeders sits halfway between them, games of a round never overlap, and the
 * tree is tall enough for its lowest game. Returns how many games have two feeders, so a caller
 * can tell the halfway rule was checked at all.
 */
function expectWellFormed(layout: DrawLayout): number {
  const placed = layout.columns.flat()
  for (const game of placed) {
    const bottom = GEOMETRY.header + gameTop(game.y) + GEOMETRY.meta + 2 * GEOMETRY.row
    expect(bottom).toBeLessThanOrEqual(treeHeight(layout.height))
    expect(game.y).toBeGreaterThan(0)
    expect(game.y).toBeLessThan(layout.height)
  }
  for (const column of layout.columns) {
    for (const [above, below] of column.slice(0, -1).map((game, i) => [game, column[i + 1]!] as const)) {
      expect(below.y - above.y).toBeGreaterThanOrEqual(1)
    }
  }
  const fed = placed.flatMap(({ feeders, column, y }) =>
    feeders.home && feeders.away ? [{ home: feeders.home, away: feeders.away, column, y }] : [],
  )
  for (const { home, away, column, y } of fed) {
    expect(y).toBeCloseTo((home.y + away.y) / 2)
    expect(home.column).toBeLessThan(column)
    expect(away.column).toBeLessThan(column)
  }
  return fed.length
}

describe('draw order', () => {
  it('puts draw rounds by `order` ascending, whatever order the API sends them in', () => {
    const draw = mainDraw(syntheticRound({ entries: 16, shuffled: true }))
    expect(draw.rounds!.map((round) => round.order)).not.toEqual([0, 1, 2, 3])
    expect(drawRoundsInOrder(draw).map((round) => round.label)).toEqual([
      'Round of 16',
      'Quarterfinals',
      'Semifinals',
      'Final',
    ])
  })

  it('shows the main draw (placement 1) first, then placement draws by place', () => {
    const draws = [5, 1, 3].map((placement) => ({ idx: `d${placement}`, placement }))
    expect(drawsInOrder(draws).map((draw) => draw.placement)).toEqual([1, 3, 5])
    expect(drawsInOrder(undefined)).toEqual([])
  })
})

describe('connecting games', () => {
  it.each([true, false])(
    'links each game to the two that feed it (sourceGameNumber: %s)',
    (sourceNumbers) => {
      const draw = mainDraw(syntheticRound({ entries: 8, playedRounds: 3, sourceNumbers, shuffled: true }))
      const graph = connectDraw(drawRoundsInOrder(draw))
      const final = graph.columns[2]![0]!
      expect(final.game.number).toBe(7)
      expect([final.feeders.home?.game.number, final.feeders.away?.game.number]).toEqual([5, 6])
      expect(graph.byNumber.get(1)?.next).toMatchObject({ node: { game: { number: 5 } }, side: 'home' })
      expect(graph.byNumber.get(2)?.next?.side).toBe('away')
      expect(graph.byNumber.get(7)?.next).toBeNull()
    },
  )

  it('does not take a slot filled by the loser of a game as a line in this draw', () => {
    const draw = mainDraw(syntheticRound({ entries: 4 }))
    const final = draw.rounds![1]!.games![0]!
    final.awayTeamDetails = { ...final.awayTeamDetails, sourceResult: 'LOSER' }
    const graph = connectDraw(drawRoundsInOrder(draw))
    expect(graph.columns[1]![0]!.feeders.home?.game.number).toBe(1)
    expect(graph.columns[1]![0]!.feeders.away).toBeNull()
    expect(graph.byNumber.get(2)?.next).toBeNull()
  })
})

describe('tree layout', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 12, 16, 24, 32, 33, 64, 100, 128, 200, 256])(
    'places a %i-entry draw so every line meets its game and nothing overlaps',
    (entries) => {
      const layout = layoutDraw(mainDraw(syntheticRound({ entries, playedRounds: 1, shuffled: true })))
      // Every game after the first round is fed by two games of the round before.
      expect(expectWellFormed(layout)).toBe(layout.columns.slice(1).flat().length)
      const size = 2 ** Math.ceil(Math.log2(entries))
      expect(layout.columns.map((column) => column.length)).toEqual(
        Array.from({ length: Math.log2(size) }, (_, i) => size / 2 ** (i + 1)),
      )
      expect(layout.height).toBe(size / 2)
    },
  )

  it('keeps the draw order in the first round: top seed on top, second seed at the bottom', () => {
    const layout = layoutDraw(mainDraw(syntheticRound({ entries: 32, shuffled: true })))
    const order = seedOrder(32)
    const firstRound = layout.columns[0]!.map((placed) => seedsOf(placed.game))
    expect(firstRound).toEqual(
      Array.from({ length: 16 }, (_, k) => [
        syntheticIdx(1, order[2 * k]!),
        syntheticIdx(1, order[2 * k + 1]!),
      ]),
    )
    expect(layout.columns[0]!.map((placed) => placed.y)).toEqual(
      Array.from({ length: 16 }, (_, k) => k + 0.5),
    )
    expect(layout.columns[4]![0]!.y).toBe(8)
  })

  it('gives a slot filled straight from an entry half a slot when the API sends no BYE game', () => {
    // Six teams: seeds 1 and 2 wait in the semifinals for the winners of 4 v 5 and 3 v 6.
    const round = syntheticRound({ entries: 6 })
    const [first, semis] = drawRoundsInOrder(mainDraw(round))
    first!.games = first!.games!.filter((game) => game.status !== 'BYE')
    for (const game of semis!.games!) {
      for (const side of ['homeTeamDetails', 'awayTeamDetails'] as const) {
        const source = game[side]?.sourceGameNumber
        if (source != null && !first!.games!.some((played) => played.number === source)) {
          game[side] = { label: 'Entry', sourceResult: 'ENTRY' }
        }
      }
    }
    const layout = layoutDraw(mainDraw(round))
    // The final alone has two feeders; each semifinal has one entry and one game.
    expect(expectWellFormed(layout)).toBe(1)
    const [top, bottom] = layout.columns[1]!
    expect(top!.feeders.home).toBeNull()
    expect(top!.feeders.away?.game.number).toBe(2)
    expect(bottom!.feeders.home).toBeNull()
    expect(bottom!.feeders.away?.game.number).toBe(4)
    expect(layout.columns[0]!.every((placed) => placed.next !== null)).toBe(true)
    expect(layout.height).toBe(3)
  })
})

describe("a team's path", () => {
  it('follows the winner from the first round to the final, each game fed by the one before', () => {
    const layout = layoutDraw(mainDraw(syntheticRound({ entries: 16, playedRounds: 4 })))
    const champion = layout.columns[3]![0]!.game.winner!
    const path = teamPath(layout, champion.idx)
    expect(path.map((placed) => placed.column)).toEqual([0, 1, 2, 3])
    for (let i = 1; i < path.length; i += 1) expect(path[i - 1]!.next?.game).toBe(path[i])
  })

  it('ends where a team lost', () => {
    const layout = layoutDraw(mainDraw(syntheticRound({ entries: 16, playedRounds: 4 })))
    const loser = layout.columns[0]![0]!
    const beaten =
      loser.game.winner?.idx === loser.game.homeTeam?.idx ? loser.game.awayTeam : loser.game.homeTeam
    expect(teamPath(layout, beaten!.idx)).toEqual([loser])
  })
})

describe('connector lines', () => {
  it('run from the middle of each feeding game to the row of the slot its winner takes', () => {
    // A gap one unit wide, its top at the games' top.
    const box = { left: 0, right: 1, top: 0 }
    const layout = layoutDraw(mainDraw(syntheticRound({ entries: 4 })))
    const [top, bottom] = layout.columns[0]!
    const final = layout.columns[1]![0]!
    const path = connectorPath(layout, 1, null, box)
    expect(path).toBe(
      `M0 ${top!.y * 5.25}H0.5V${slotAnchor(final.y, 'home')}H1` +
        `M0 ${bottom!.y * 5.25}H0.5V${slotAnchor(final.y, 'away')}H1`,
    )
    expect(connectorPath(layout, 0, null, box)).toBe('')
    expect(connectorPath(layout, 1, (_to, side) => side === 'away', box)).not.toContain(`M0 ${top!.y * 5.25}`)
  })
})

describe('pages of a big draw', () => {
  it('splits a 128-draw into four sections up to the quarterfinals and a page for the rest', () => {
    const layout = layoutDraw(mainDraw(syntheticRound({ entries: 128, playedRounds: 2 })))
    const pages = drawPages(layout, 16)
    expect(pages.map((page) => page.rounds.map((round) => round.label))).toEqual([
      ...Array.from({ length: 4 }, () => [
        'Round of 128',
        'Round of 64',
        'Round of 32',
        'Round of 16',
        'Quarterfinals',
      ]),
      ['Quarterfinals', 'Semifinals', 'Final'],
    ])
    for (const page of pages) expect(page.height).toBeLessThanOrEqual(16)
    // A section: 8 + 4 + 2 + 1 games fed by two; the last page: the semifinals and the final.
    expect(pages.map(expectWellFormed)).toEqual([15, 15, 15, 15, 3])
    expect(pages.slice(0, 4).flatMap((page) => page.columns[0]!.map((placed) => placed.game.idx))).toEqual(
      layout.columns[0]!.map((placed) => placed.game.idx),
    )
    expect(pages[4]!.columns[0]!.every((placed) => !placed.feeders.home && !placed.feeders.away)).toBe(true)
  })

  it('leaves a draw that fits on one page whole', () => {
    const layout = layoutDraw(mainDraw(syntheticRound({ entries: 32 })))
    expect(drawPages(layout, 16)).toEqual([layout])
  })

  it('groups small sections onto one page', () => {
    const layout = layoutDraw(mainDraw(syntheticRound({ entries: 64 })))
    const pages = drawPages(layout, 16)
    expect(pages.map((page) => page.height)).toEqual([16, 16, 2])
  })
})

it('uses the ids it is given', () => {
  expect(syntheticIdx(1, 255)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/)
})
