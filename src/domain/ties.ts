import type { Game, Pool, RankedTiebreakRule, Reference, Standing, TeamStats } from '../api/schemas'
import { winnerSide } from './score'

/**
 * How teams level on a pool's points came to be ranked as they are: the tournament's tiebreak
 * rules in their order, the first whose figures tell the tied teams apart, and for teams still
 * level after it the next one. The stored rank is never changed: when a rule's figures do not
 * agree with it, or a rule cannot be read from the data, the rank is the organizer's.
 */
export type TieFigure = 'headToHead' | 'setsDifference' | 'gamesDifference' | 'gamesWon' | 'setsWon' | 'wins'

export interface TieStep {
  /** The teams level at this step, in stored rank order. */
  teams: Reference[]
  /** The rule that told them apart and each team's figure (same order); null: the organizer's rank. */
  decided: {
    rule: { name: string; acronym?: string | null | undefined }
    figure: TieFigure
    figures: number[]
  } | null
}

export interface TieGroup {
  points: number
  teams: Reference[]
  steps: TieStep[]
}

/** Which figure a rule reads, from its acronym or name; null when the data cannot show it. */
export function ruleFigure(rule: { name: string; acronym?: string | null | undefined }): TieFigure | null {
  const acronym = rule.acronym?.trim().toUpperCase()
  const name = rule.name.trim().toLowerCase()
  if (acronym === 'H2H' || /head.?to.?head/.test(name)) return 'headToHead'
  if (acronym === 'SD' || /sets? diff/.test(name)) return 'setsDifference'
  if (acronym === 'GD' || /games? diff/.test(name)) return 'gamesDifference'
  if (acronym === 'GW' || /games? won/.test(name)) return 'gamesWon'
  if (acronym === 'SW' || /sets? won/.test(name)) return 'setsWon'
  if (acronym === 'W' || name === 'wins' || name === 'matches won') return 'wins'
  return null
}

const STAT: Record<Exclude<TieFigure, 'headToHead'>, keyof TeamStats> = {
  setsDifference: 'setsPointsDifference',
  gamesDifference: 'pointsDifference',
  gamesWon: 'pointsFor',
  setsWon: 'setsPointsFor',
  wins: 'wins',
}

type Row = Standing & { team: Reference; teamStats: TeamStats }

function figuresOf(figure: TieFigure, rows: readonly Row[], games: readonly Game[] | null): number[] | null {
  if (figure !== 'headToHead') return rows.map((row) => Number(row.teamStats[STAT[figure]]))
  if (!games) return null
  const ids = new Set(rows.map((row) => row.team.idx))
  const wins = new Map(rows.map((row) => [row.team.idx, 0]))
  for (const game of games) {
    const home = game.homeTeam?.idx
    const away = game.awayTeam?.idx
    if (!home || !away || !ids.has(home) || !ids.has(away)) continue
    const side = winnerSide(game)
    const winner = side === 'home' ? home : side === 'away' ? away : null
    if (winner) wins.set(winner, (wins.get(winner) ?? 0) + 1)
  }
  return rows.map((row) => wins.get(row.team.idx) ?? 0)
}

function explain(
  rows: readonly Row[],
  rules: readonly RankedTiebreakRule[],
  games: readonly Game[] | null,
): TieStep[] {
  const teams = rows.map((row) => row.team)
  for (const [index, ranked] of rules.entries()) {
    const figure = ruleFigure(ranked.rule)
    const figures = figure && figuresOf(figure, rows, games)
    // A rule the data cannot show: what it decided is not known, so neither is anything after it.
    if (!figure || !figures) return [{ teams, decided: null }]
    if (figures.every((value) => value === figures[0])) continue
    // The stored order must agree (best first); otherwise the organizer ranked them.
    if (figures.some((value, i) => i > 0 && value > (figures[i - 1] ?? value)))
      return [{ teams, decided: null }]
    const steps: TieStep[] = [{ teams, decided: { rule: ranked.rule, figure, figures } }]
    const rest = rules.slice(index + 1)
    let start = 0
    for (let i = 1; i <= rows.length; i++) {
      if (i === rows.length || figures[i] !== figures[start]) {
        if (i - start > 1) steps.push(...explain(rows.slice(start, i), rest, games))
        start = i
      }
    }
    return steps
  }
  return [{ teams, decided: null }]
}

/**
 * The pool's groups of two or more teams on the same points, in rank order, each with how it was
 * decided. `games`: the pool's round's games, for head-to-head (null when not read).
 */
export function tieGroups(
  pool: Pick<Pool, 'standings'>,
  rules: readonly RankedTiebreakRule[],
  games: readonly Game[] | null,
): TieGroup[] {
  const rows = [...(pool.standings ?? [])]
    .filter((row): row is Row => !!row.team && !!row.teamStats)
    .sort((a, b) => a.rank - b.rank)
  const ordered = [...rules].sort((a, b) => a.rank - b.rank)
  const byPoints = new Map<number, Row[]>()
  for (const row of rows)
    byPoints.set(row.teamStats.points, [...(byPoints.get(row.teamStats.points) ?? []), row])
  return [...byPoints.entries()]
    .filter(([, group]) => group.length > 1)
    .map(([points, group]) => ({
      points,
      teams: group.map((row) => row.team),
      steps: explain(group, ordered, games),
    }))
}
