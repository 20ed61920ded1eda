import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { roundQuery, type PageRound } from '../../api/views/round'
import { tournamentOutlineQuery } from '../../api/views/tournament'
import { watchedGames, type WatchedGame } from '../../domain/game-alerts'
import { forecastRounds } from '../../domain/play-forecast'
import { isStillToPlay } from '../../domain/score'
import { teamGames, type TeamGame } from '../../domain/team-games'
import { resolveTimeZone } from '../../domain/time'
import type { FollowedTeam } from '../team/follows'

/** A followed team's game, with what an alert about it says. */
export interface AlertEntry {
  team: FollowedTeam
  organizationIdx: string
  timeZone: string
  game: TeamGame
}

export interface FollowsLook {
  games: WatchedGame<AlertEntry>[]
  /** How many rounds the look watches: each is asked for at most once a minute. */
  rounds: number
}

/** A round is asked for again when its answer is older than this (at most once a minute). */
export const ROUND_REFRESH_MS = 55_000
/** The tournament's divisions and rounds change when a draw is made, not while it is played. */
const OUTLINE_REFRESH_MS = 10 * 60_000

/**
 * One look at the followed teams' games: for each tournament someone follows teams in, its
 * outline (divisions and rounds, time zone, courts), then the rounds of the followed teams'
 * divisions, as the team and round pages read them (one cache: an answer a page fetched less than
 * a minute ago is used as is), and the order of play's estimated starts of those rounds. A round
 * with nothing left to play is not asked for again. A tournament of another organization than
 * the follows' (another token's) is left out; a round that cannot be read keeps its last answer.
 */
export async function lookAtFollows(
  follows: readonly { organizationIdx: string; teams: readonly FollowedTeam[] }[],
  context: { api: ApiClient; queryClient: QueryClient; now: number },
): Promise<FollowsLook> {
  const { api, queryClient, now } = context
  const byTournament = new Map<string, { organizationIdx: string; teams: FollowedTeam[] }>()
  for (const { organizationIdx, teams } of follows)
    for (const team of teams) {
      const entry = byTournament.get(team.tournamentIdx) ?? { organizationIdx, teams: [] }
      entry.teams.push(team)
      byTournament.set(team.tournamentIdx, entry)
    }

  const looks = await Promise.all(
    [...byTournament].map(async ([tournamentIdx, { organizationIdx, teams }]) => {
      const outlineQuery = tournamentOutlineQuery(api, tournamentIdx)
      const outline = await queryClient
        .fetchQuery({ ...outlineQuery, staleTime: OUTLINE_REFRESH_MS, retry: false })
        .catch(() => queryClient.getQueryData(outlineQuery.queryKey))
      if (!outline || outline.organization.idx !== organizationIdx) return { games: [], rounds: 0 }
      const divisions = new Set(teams.map((team) => team.divisionIdx))
      const watched = outline.divisions
        .filter((division) => divisions.has(division.idx))
        .flatMap((division) => (division.rounds ?? []).map((round) => ({ round, division: division.idx })))
      const rounds = await Promise.all(
        watched.map(async ({ round, division }) => ({
          round: await readRound(round.idx),
          divisionIdx: division,
        })),
      )
      const read = rounds.flatMap(({ round, divisionIdx }) => (round ? [{ round, divisionIdx }] : []))
      const timeZone = resolveTimeZone(outline.timezone)
      const forecast = forecastRounds(read, {
        now,
        sport: outline.sport,
        timeZone,
        courtNames: outline.courtNames,
      })
      const games = teams.flatMap((team) => {
        const ofDivision = read
          .filter((each) => each.divisionIdx === team.divisionIdx)
          .map((each) => each.round)
        const played = teamGames(ofDivision, team.idx, outline.courtNames)
        return watchedGames(team.idx, played, forecast.starts).map((watched) => ({
          ...watched,
          entry: { team, organizationIdx, timeZone, game: watched.entry },
        }))
      })
      return { games, rounds: watched.length }
    }),
  )
  return {
    games: looks.flatMap((each) => each.games),
    rounds: looks.reduce((sum, each) => sum + each.rounds, 0),
  }

  async function readRound(roundIdx: string): Promise<PageRound | undefined> {
    const query = roundQuery(api, roundIdx)
    const cached = queryClient.getQueryData(query.queryKey)
    const games = cached?.games ?? []
    if (cached && games.length > 0 && !games.some(isStillToPlay)) return cached
    return queryClient
      .fetchQuery({ ...query, staleTime: ROUND_REFRESH_MS, retry: false })
      .catch(() => queryClient.getQueryData(query.queryKey))
  }
}
