import type { Reference } from '../api/schemas'
import { extreme } from './pool-extremes'

/**
 * Where each team of a pool can still finish, over every way the games left can end (win or
 * loss; a tie where the round allows ties), on the points the standings give. Teams level on
 * points are counted on either side of each other: a tiebreak is never assumed to go one way, so
 * a team level with another at the qualifying line is neither through nor out.
 *
 * A team's best place comes from it winning every game it has left and its worst from it losing
 * them all (a win never leaves a team lower), so only the other games are searched. A pool of up
 * to six teams is always searched exactly, larger ones mostly; beyond the search's budget the
 * bounds on points answer, which can leave a team open that is decided, never the other way round.
 */
export interface PointsPerResult {
  win: number
  tie: number
  loss: number
}

export interface PoolGameLeft {
  idx: string
  home: Reference
  away: Reference
}

export interface PoolState {
  /** Every team of the pool with its points now. */
  teams: readonly { team: Reference; points: number }[]
  /** The games still to be played, the first to be played first. */
  gamesLeft: readonly PoolGameLeft[]
  /** What a result is worth; a win at least a tie, a tie at least a loss. */
  points: PointsPerResult
  tiesAllowed: boolean
  /** How many of the pool's places go through. */
  qualifyingPlaces: number
}

export type Qualification = 'through' | 'out' | 'open'

export interface Outlook {
  /** The best place it can finish, winning every tiebreak, and the worst, losing every one. */
  best: number
  worst: number
  /** Through: within the qualifying places however the games end and tiebreaks go; out: in none. */
  status: Qualification
  /**
   * Open, and only tiebreaks can change that: through on points unless a tiebreak goes against
   * it, or out unless one goes its way.
   */
  dependsOnTiebreaks: boolean
  /** False when the pool is too large to search and the places are bounds. */
  exact: boolean
}

export interface TeamOutlook extends Outlook {
  team: Reference
}

export function poolOutlook(state: PoolState): TeamOutlook[] {
  return state.teams.map(({ team }) => ({ team, ...outlookOf(state, team.idx) }))
}

/** What a team's next game decides for it: where each result leaves it, over the other games. */
export interface NextGameNeeds {
  game: PoolGameLeft
  opponent: Reference
  win: Outlook
  loss: Outlook
  /** Null when the round does not allow ties. */
  tie: Outlook | null
}

export function nextGameNeeds(state: PoolState, teamIdx: string): NextGameNeeds | null {
  const game = state.gamesLeft.find((each) => each.home.idx === teamIdx || each.away.idx === teamIdx)
  if (!game) return null
  const { win, tie, loss } = state.points
  const after = (own: number, theirs: number): Outlook => {
    const opponentIdx = game.home.idx === teamIdx ? game.away.idx : game.home.idx
    const gained = (idx: string) => (idx === teamIdx ? own : idx === opponentIdx ? theirs : 0)
    return outlookOf(
      {
        ...state,
        teams: state.teams.map((row) => ({ ...row, points: row.points + gained(row.team.idx) })),
        gamesLeft: state.gamesLeft.filter((each) => each !== game),
      },
      teamIdx,
    )
  }
  return {
    game,
    opponent: game.home.idx === teamIdx ? game.away : game.home,
    win: after(win, loss),
    loss: after(loss, win),
    tie: state.tiesAllowed ? after(tie, tie) : null,
  }
}

function outlookOf(state: PoolState, teamIdx: string): Outlook {
  const { win, tie, loss } = state.points
  const others = state.teams.filter((row) => row.team.idx !== teamIdx)
  const own = state.teams.find((row) => row.team.idx === teamIdx)?.points ?? 0
  const index = new Map(others.map((row, i) => [row.team.idx, i]))
  // The team's own games left, counted per opponent; the others' games, to search.
  const versus = others.map(() => 0)
  const games: [number, number][] = []
  for (const game of state.gamesLeft) {
    const home = index.get(game.home.idx)
    const away = index.get(game.away.idx)
    if (home !== undefined && away !== undefined) games.push([home, away])
    else if (game.home.idx === teamIdx && away !== undefined) versus[away]! += 1
    else if (game.away.idx === teamIdx && home !== undefined) versus[home]! += 1
  }
  const ownGames = versus.reduce((sum, count) => sum + count, 0)
  const results: [number, number][] = [
    [win, loss],
    [loss, win],
    ...(state.tiesAllowed ? [[tie, tie] as [number, number]] : []),
  ]
  // Its games all lost (its worst) or all won (its best): what its opponents then have.
  const losing = {
    mark: own + loss * ownGames,
    points: others.map((row, i) => row.points + win * versus[i]!),
  }
  const winning = {
    mark: own + win * ownGames,
    points: others.map((row, i) => row.points + loss * versus[i]!),
  }
  const search = (scenario: typeof losing, goal: 'most' | 'fewest', level: boolean) =>
    extreme({
      points: scenario.points,
      games,
      results,
      goal,
      counts: level ? (p) => p >= scenario.mark : (p) => p > scenario.mark,
    })
  const atOrAboveAtWorst = search(losing, 'most', true)
  const aboveAtWorst = search(losing, 'most', false)
  const aboveAtBest = search(winning, 'fewest', false)
  const atOrAboveAtBest = search(winning, 'fewest', true)
  const places = state.qualifyingPlaces
  const best = 1 + aboveAtBest.value
  const worst = 1 + atOrAboveAtWorst.value
  const status: Qualification = worst <= places ? 'through' : best > places ? 'out' : 'open'
  return {
    best,
    worst,
    status,
    dependsOnTiebreaks:
      status === 'open' && (1 + aboveAtWorst.value <= places || 1 + atOrAboveAtBest.value > places),
    exact: [atOrAboveAtWorst, aboveAtWorst, aboveAtBest, atOrAboveAtBest].every((each) => each.exact),
  }
}
