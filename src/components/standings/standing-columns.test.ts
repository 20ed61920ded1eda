import { describe, expect, it } from 'vitest'
import type { Standing } from '../../api/schemas'
import { DEFAULT_ORDER, standingsInRankOrder, statColumns, statForType, statValue } from './standing-columns'

function standing(rank: number, awardedPoints = 0): Standing {
  return {
    idx: `s${rank}`,
    rank,
    awardedPoints,
    team: { idx: `t${rank}`, name: `Team ${rank}` },
    teamStats: {
      idx: `ts${rank}`,
      points: 9 - rank,
      wins: 3,
      losses: 0,
      ties: 0,
      cancelled: 0,
      forfeits: 0,
      pointsFor: 36,
      pointsAgainst: 20,
      setsPointsFor: 6,
      setsPointsAgainst: 1,
      totalGamesPlayed: 3,
      pointsDifference: 16,
      setsPointsDifference: 5,
    },
  }
}

describe('standing columns', () => {
  it('maps the plausible standingColumns types to statistics, whatever their spelling', () => {
    expect(statForType('POINTS')).toBe('points')
    expect(statForType('SETS_DIFFERENCE')).toBe('setsPointsDifference')
    expect(statForType('GAMES_PLAYED')).toBe('totalGamesPlayed')
    expect(statForType('games-won')).toBe('pointsFor')
    expect(statForType('setsPointsAgainst')).toBe('setsPointsAgainst')
    expect(statForType('HEAD_TO_HEAD')).toBeNull()
  })

  it("puts the tournament's columns first in their ordering, then every other statistic", () => {
    const columns = statColumns(
      [
        { ordering: 2, type: 'WINS' },
        { ordering: 1, type: 'POINTS' },
        { ordering: 3, type: 'HEAD_TO_HEAD' },
        { ordering: 4, type: 'VICTORIES' },
      ],
      [standing(1)],
    )
    expect(columns.slice(0, 3).map((column) => [column.stat, column.label, column.chosen])).toEqual([
      ['points', null, true],
      ['wins', null, true],
      [null, 'Head to head', true],
    ])
    expect(columns.slice(3).map((column) => column.stat)).toEqual(
      DEFAULT_ORDER.filter((stat) => stat !== 'points' && stat !== 'wins'),
    )
    expect(statValue(standing(1), columns[2]!.stat)).toBeNull()
  })

  it('shows all statistics in the default order when the tournament chose none', () => {
    expect(statColumns(null, [standing(1)]).map((column) => column.stat)).toEqual(DEFAULT_ORDER)
    expect(statColumns([], [standing(1, 2)]).map((column) => column.stat)).toContain('awardedPoints')
  })

  it('keeps the stored rank order', () => {
    expect(standingsInRankOrder([standing(3), standing(1), standing(2)]).map((row) => row.rank)).toEqual([
      1, 2, 3,
    ])
  })
})
