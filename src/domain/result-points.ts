import type { Standing } from '../api/schemas'
import type { PointsPerResult } from './pool-outlook'

/**
 * What a win, a tie and a loss are worth in a pool's standings. The API gives each team's points
 * with its wins, ties and losses, never the rule, so the rule is read back from the figures: a
 * team with only wins says what a win is worth, and so on, each value found letting another row
 * speak. Null when the figures do not settle a win and a loss, or contradict each other (points
 * adjusted by hand, penalties): better no outlook than one on the wrong points. `tie` is null
 * while no tie has been counted.
 */
export type ResultPoints = Omit<PointsPerResult, 'tie'> & { tie: number | null }

const RESULTS = ['wins', 'ties', 'losses'] as const
type Result = (typeof RESULTS)[number]

export function resultPoints(standings: readonly Pick<Standing, 'teamStats'>[]): ResultPoints | null {
  const rows = standings.flatMap((row) => (row.teamStats ? [row.teamStats] : []))
  const worth = new Map<Result, number>()
  const rest = (row: (typeof rows)[number]) =>
    row.points - RESULTS.reduce((sum, result) => sum + row[result] * (worth.get(result) ?? 0), 0)
  for (let found = true; found;) {
    found = false
    for (const row of rows) {
      const unknown = RESULTS.filter((result) => row[result] !== 0 && !worth.has(result))
      if (unknown.length !== 1) continue
      const [result] = unknown as [Result]
      worth.set(result, rest(row) / row[result])
      found = true
    }
  }
  const known = rows.filter((row) => RESULTS.every((result) => row[result] === 0 || worth.has(result)))
  if (known.length !== rows.length || known.some((row) => Math.abs(rest(row)) > 1e-9)) return null
  const win = worth.get('wins')
  const loss = worth.get('losses')
  const tie = worth.get('ties') ?? null
  if (win === undefined || loss === undefined || win <= loss || win < (tie ?? loss) || (tie ?? loss) < loss)
    return null
  return { win, tie, loss }
}
