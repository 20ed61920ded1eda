/**
 * The most or the fewest teams that can end a pool's games past a mark: a search over the results
 * of the games left, cut short where the teams' reachable points cannot beat the best found so far.
 * Past `budget` positions it stops and answers with the bound on points alone, which is never
 * better than the truth: a team is then claimed through or out less often, never wrongly.
 */
export interface Extreme {
  value: number
  /** False when the search ran out of budget and `value` is the bound on points. */
  exact: boolean
}

export interface ExtremeSearch {
  /** Each team's points before the games left (not modified). */
  points: readonly number[]
  /** The games left, as pairs of indexes into `points`. */
  games: readonly (readonly [number, number])[]
  /** The points each possible result gives the first and the second team of a game. */
  results: readonly (readonly [number, number])[]
  /** Which teams count: those whose final points pass the mark. */
  counts: (points: number) => boolean
  goal: 'most' | 'fewest'
  budget?: number
}

/**
 * Enough for every position of a pool of six with ties (the other five teams' ten games:
 * 1 + 3 + … + 3^10 = 88,573), so such a pool is always searched exactly; a pool of twelve costs
 * at most a few tenths of a second.
 */
export const SEARCH_BUDGET = 100_000

export function extreme(search: ExtremeSearch): Extreme {
  const { games, results, counts, goal } = search
  const points = [...search.points]
  const left = points.map(() => 0)
  // Indexes are the caller's, into `points`: in range by construction.
  for (const [a, b] of games) {
    left[a]! += 1
    left[b]! += 1
  }
  const gains = results.flat()
  // Most: every team as if it won all it has left; fewest: as if it lost all.
  const gain = goal === 'most' ? Math.max(...gains) : Math.min(...gains)
  const bound = () => points.filter((p, team) => counts(p + gain * left[team]!)).length
  const better = (a: number, b: number) => (goal === 'most' ? a > b : a < b)
  // Helping the trailing team first spreads points (more teams past the mark); the leader, fewer.
  const ordered = (a: number, b: number) => {
    const homeTrails = points[a]! <= points[b]!
    const helps = ([toA, toB]: readonly [number, number]) => (homeTrails ? toA - toB : toB - toA)
    return [...results].sort((x, y) => (goal === 'most' ? helps(y) - helps(x) : helps(x) - helps(y)))
  }

  const root = bound()
  let best = goal === 'most' ? -1 : Infinity
  let positions = 0
  const budget = search.budget ?? SEARCH_BUDGET
  const visit = (index: number): boolean => {
    if (++positions > budget) return false
    const reachable = bound()
    if (!better(reachable, best)) return true
    const game = games[index]
    if (!game) {
      best = reachable
      return true
    }
    const [a, b] = game
    left[a]! -= 1
    left[b]! -= 1
    let finished = true
    for (const [toA, toB] of ordered(a, b)) {
      points[a]! += toA
      points[b]! += toB
      finished = visit(index + 1)
      points[a]! -= toA
      points[b]! -= toB
      if (!finished) break
    }
    left[a]! += 1
    left[b]! += 1
    return finished
  }
  return visit(0) ? { value: best, exact: true } : { value: root, exact: false }
}
