import type { Pool, Reference, Round, TeamStats } from '../api/schemas'
import { poolOutlook, type PoolGameLeft, type PoolState, type TeamOutlook } from './pool-outlook'
import { qualifyingPlaces } from './pool-qualifying'
import { resultPoints } from './result-points'
import { hasResult, isStillToPlay } from './score'

/**
 * A pool as its outlook reads it, from what the pages read: the standings' points (with
 * `pools.standings.team` and `.teamStats`), the round's games with their teams (`games.homeTeam`,
 * `games.awayTeam`), and the division's later rounds with their draws' games, for the qualifying
 * places. Ties count where the round does not require a winner. The round's games are taken as all
 * of the pool's (getRound returns its whole collection). Null when any of it is missing or does not
 * add up (standings not counting every result in yet, points that follow no rule): better no mark
 * than a wrong one.
 */
type PoolRound = Pick<Round, 'number' | 'numQualifiers' | 'pools' | 'games' | 'gamesRequireWinners'>
type Row = { team: Reference; teamStats: TeamStats; rank: number }

export function poolStateOf(
  round: PoolRound,
  pool: Pool,
  divisionRounds: readonly Pick<Round, 'number' | 'draws'>[],
): PoolState | null {
  const rows = (pool.standings ?? []).filter((row): row is typeof row & Row => !!row.team && !!row.teamStats)
  const inPool = new Set(rows.map((row) => row.team.idx))
  const listed = pool.teams ?? []
  if (rows.length < 2 || rows.length !== (pool.standings ?? []).length) return null
  if (listed.some((team) => !inPool.has(team.idx)) || round.games === undefined) return null
  const games = round.games.filter(
    (game) => inPool.has(game.homeTeam?.idx ?? '') && inPool.has(game.awayTeam?.idx ?? ''),
  )
  // A game still to play whose teams are not known could be this pool's.
  if (round.games.some((game) => isStillToPlay(game) && (!game.homeTeam || !game.awayTeam))) return null

  const counted = new Map<string, number>()
  const gamesLeft: PoolGameLeft[] = []
  for (const game of games) {
    const [home, away] = [game.homeTeam!, game.awayTeam!]
    if (isStillToPlay(game)) gamesLeft.push({ idx: game.idx, home, away })
    else if (hasResult(game))
      for (const each of [home, away]) counted.set(each.idx, (counted.get(each.idx) ?? 0) + 1)
  }
  const agrees = (row: Row) =>
    row.teamStats.wins + row.teamStats.ties + row.teamStats.losses === (counted.get(row.team.idx) ?? 0)
  if (!rows.every(agrees)) return null

  const points = resultPoints(rows)
  const tiesAllowed = round.gamesRequireWinners === false
  const places = qualifyingPlaces(round, pool, divisionRounds)
  if (!points || (tiesAllowed && points.tie === null) || places === null) return null
  return {
    teams: rows.map((row) => ({ team: row.team, points: row.teamStats.points })),
    gamesLeft,
    points: { ...points, tie: points.tie ?? points.loss },
    tiesAllowed,
    qualifyingPlaces: places,
  }
}

/**
 * Every team's outlook in a pool read from the API; once the pool's games are all played, the
 * standings' ranks decide (the tiebreaks are the organizer's, applied to the stored rank).
 */
export function poolOutlookOf(
  round: PoolRound,
  pool: Pool,
  divisionRounds: readonly Pick<Round, 'number' | 'draws'>[],
): TeamOutlook[] | null {
  const state = poolStateOf(round, pool, divisionRounds)
  if (!state || state.gamesLeft.length > 0) return state && poolOutlook(state)
  const ranks = new Map((pool.standings ?? []).map((row) => [row.team?.idx, row.rank]))
  return state.teams.map(({ team }) => {
    const rank = ranks.get(team.idx) ?? 0
    const sharing = [...ranks.values()].filter((each) => each === rank).length
    const [best, worst] = [rank, rank + sharing - 1]
    const status =
      worst <= state.qualifyingPlaces ? 'through' : best > state.qualifyingPlaces ? 'out' : 'open'
    return { team, best, worst, status, dependsOnTiebreaks: status === 'open', exact: true }
  })
}
