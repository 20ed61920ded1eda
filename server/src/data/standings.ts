import type { Game, Pool, Standing, TeamStats } from './dataset-schema.ts'
import { stableIdx } from './random.ts'
import { isDecided, loserOf } from './score.ts'

const POINTS_FOR = { win: 3, tie: 1 }

/**
 * A pool's standings from its games: 3 points a win (forfeit wins included), 1 a level game;
 * ranked by points, then sets difference, then points (games) difference, then name.
 * `awardedPoints` (ranking points for the final place) are given once every game is decided.
 */
export function computeStandings(
  pool: Pool,
  roundGames: readonly Game[],
  teamName: (teamIdx: string) => string,
): Standing[] {
  const games = roundGames.filter((game) => game.poolIdx === pool.idx)
  const stats = new Map(pool.teamIdxs.map((teamIdx) => [teamIdx, emptyStats(pool.idx, teamIdx)]))
  for (const game of games) tally(game, stats)
  for (const entry of stats.values()) {
    entry.pointsDifference = entry.pointsFor - entry.pointsAgainst
    entry.setsPointsDifference = entry.setsPointsFor - entry.setsPointsAgainst
  }
  const complete = isPoolComplete(pool, roundGames)
  const ranked = [...stats.entries()].sort(
    ([teamA, a], [teamB, b]) =>
      b.points - a.points ||
      b.setsPointsDifference - a.setsPointsDifference ||
      b.pointsDifference - a.pointsDifference ||
      teamName(teamA).localeCompare(teamName(teamB), 'en'),
  )
  return ranked.map(([teamIdx, teamStats], i) => ({
    idx: stableIdx(pool.idx, 'standing', teamIdx),
    rank: i + 1,
    awardedPoints: complete ? (ranked.length - i) * 10 : 0,
    teamIdx,
    teamStats,
  }))
}

function emptyStats(poolIdx: string, teamIdx: string): TeamStats {
  return {
    idx: stableIdx(poolIdx, 'team-stats', teamIdx),
    points: 0,
    wins: 0,
    losses: 0,
    ties: 0,
    cancelled: 0,
    forfeits: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    setsPointsFor: 0,
    setsPointsAgainst: 0,
    totalGamesPlayed: 0,
    pointsDifference: 0,
    setsPointsDifference: 0,
  }
}

function tally(game: Game, stats: Map<string, TeamStats>): void {
  const home = game.homeTeamIdx === null ? undefined : stats.get(game.homeTeamIdx)
  const away = game.awayTeamIdx === null ? undefined : stats.get(game.awayTeamIdx)
  if (!home || !away) return
  if (game.status === 'CANCELLED') {
    home.cancelled++
    away.cancelled++
    return
  }
  if (game.status !== 'FINISHED' && game.status !== 'FORFEIT') return
  home.totalGamesPlayed++
  away.totalGamesPlayed++
  const winner = game.winnerIdx === null ? undefined : stats.get(game.winnerIdx)
  const loserIdx = loserOf(game)
  const loser = loserIdx === null ? undefined : stats.get(loserIdx)
  if (winner && loser) {
    winner.wins++
    winner.points += POINTS_FOR.win
    loser.losses++
    if (game.status === 'FORFEIT') loser.forfeits++
  } else {
    home.ties++
    away.ties++
    home.points += POINTS_FOR.tie
    away.points += POINTS_FOR.tie
  }
  for (const set of game.score?.sets ?? []) {
    home.pointsFor += set.home
    home.pointsAgainst += set.away
    away.pointsFor += set.away
    away.pointsAgainst += set.home
  }
  home.setsPointsFor += game.score?.home ?? 0
  home.setsPointsAgainst += game.score?.away ?? 0
  away.setsPointsFor += game.score?.away ?? 0
  away.setsPointsAgainst += game.score?.home ?? 0
}

/** Whether every game of the pool is decided, so its ranks are final. */
export function isPoolComplete(pool: Pool, roundGames: readonly Game[]): boolean {
  return roundGames.filter((game) => game.poolIdx === pool.idx).every(isDecided)
}
