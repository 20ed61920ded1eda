import { describe, expect, it } from 'vitest'
import { teamStats } from '../../test-support/data/team-stats'
import type { Game, Pool, RankedTiebreakRule, TeamStats } from '../api/schemas'
import { ruleFigure, tieGroups } from './ties'

const rule = (rank: number, name: string, acronym: string): RankedTiebreakRule => ({
  idx: `r${rank}`,
  rank,
  rule: { idx: `rule${rank}`, name, acronym },
})
const RULES = [
  rule(2, 'Sets difference', 'SD'),
  rule(1, 'Head-to-head', 'H2H'),
  rule(3, 'Games difference', 'GD'),
]

const team = (name: string) => ({ idx: name.toLowerCase(), name })
const rune = team('Rune')
const hurkacz = team('Hurkacz')
const tsitsipas = team('Tsitsipas')
const sinner = team('Sinner')

function stats(points: number, sets: number, games: number): TeamStats {
  return teamStats({ points, pointsDifference: games, setsPointsDifference: sets })
}

function pool(rows: [ReturnType<typeof team>, TeamStats][]): Pool {
  return {
    idx: 'p',
    name: 'Pool A',
    number: 1,
    standings: rows.map(([t, teamStats], i) => ({ idx: `st${i}`, rank: i + 1, team: t, teamStats })),
  }
}

const won = (winner: ReturnType<typeof team>, loser: ReturnType<typeof team>): Game => ({
  idx: `${winner.idx}-${loser.idx}`,
  number: 1,
  status: 'FINISHED',
  homeTeam: winner,
  awayTeam: loser,
  winner,
})

describe('ties in a pool', () => {
  it('finds teams level on points and the first rule, in rank order, that tells them apart, with its figures', () => {
    const table = pool([
      [sinner, stats(9, 6, 10)],
      [rune, stats(6, 1, 2)],
      [hurkacz, stats(6, 1, 5)],
      [tsitsipas, stats(6, 1, 1)],
    ])
    // Rune beat both; Hurkacz beat Tsitsipas: head-to-head separates all three.
    const groups = tieGroups(table, RULES, [
      won(rune, hurkacz),
      won(rune, tsitsipas),
      won(hurkacz, tsitsipas),
    ])
    expect(groups).toHaveLength(1)
    expect(groups[0]?.teams.map((t) => t.name)).toEqual(['Rune', 'Hurkacz', 'Tsitsipas'])
    expect(groups[0]?.steps).toEqual([
      {
        teams: [rune, hurkacz, tsitsipas],
        decided: { rule: RULES[1]!.rule, figure: 'headToHead', figures: [2, 1, 0] },
      },
    ])
  })

  it('goes on to the next rule for teams still level, and skips a rule that does not separate', () => {
    const table = pool([
      [rune, stats(6, 3, 2)],
      [hurkacz, stats(6, 1, 5)],
      [tsitsipas, stats(6, 1, 1)],
    ])
    // Each beat one other: head-to-head level; sets difference puts Rune ahead; games the other two.
    const games = [won(rune, hurkacz), won(hurkacz, tsitsipas), won(tsitsipas, rune)]
    const [group] = tieGroups(table, RULES, games)
    expect(
      group?.steps.map((step) => [
        step.teams.map((t) => t.name),
        step.decided?.figure,
        step.decided?.figures,
      ]),
    ).toEqual([
      [['Rune', 'Hurkacz', 'Tsitsipas'], 'setsDifference', [3, 1, 1]],
      [['Hurkacz', 'Tsitsipas'], 'gamesDifference', [5, 1]],
    ])
  })

  it('says the rank is the organizer’s when a rule disagrees with the stored order, none separates, or the data cannot show it', () => {
    const disagree = pool([
      [hurkacz, stats(6, 1, 0)],
      [rune, stats(6, 3, 0)],
    ])
    expect(tieGroups(disagree, [rule(1, 'Sets difference', 'SD')], null)[0]?.steps[0]?.decided).toBeNull()
    const level = pool([
      [hurkacz, stats(6, 1, 0)],
      [rune, stats(6, 1, 0)],
    ])
    expect(tieGroups(level, [rule(1, 'Sets difference', 'SD')], [])[0]?.steps[0]?.decided).toBeNull()
    // Head-to-head first, but the games were not read: what it decided is not known.
    expect(tieGroups(disagree, RULES, null)[0]?.steps[0]?.decided).toBeNull()
    expect(tieGroups(disagree, [rule(1, 'Coin toss', 'CT')], [])[0]?.steps[0]?.decided).toBeNull()
    // Never re-ranked: the teams stay in stored order.
    expect(tieGroups(disagree, RULES, null)[0]?.teams.map((t) => t.name)).toEqual(['Hurkacz', 'Rune'])
  })

  it('has no group where no two teams share points', () => {
    expect(
      tieGroups(
        pool([
          [rune, stats(6, 0, 0)],
          [hurkacz, stats(3, 0, 0)],
        ]),
        RULES,
        [],
      ),
    ).toEqual([])
    expect(ruleFigure({ name: 'Games won', acronym: 'GW' })).toBe('gamesWon')
  })
})
