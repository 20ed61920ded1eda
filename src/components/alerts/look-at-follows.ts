import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { roundQueries, tournamentQueries } from '../../api/queries'
import type { Division, Round, Tournament } from '../../api/schemas'
import { teamRoundQuery } from '../../api/views/round'
import { tournamentOutlineQuery } from '../../api/views/tournament'
import { watchedGames, type WatchedGame } from '../../domain/game-alerts'
import { forecastRounds, type ForecastRound } from '../../domain/play-forecast'
import { isStillToPlay } from '../../domain/score'
import { teamGames, type TeamGame } from '../../domain/team-games'
import { resolveTimeZone } from '../../domain/time'
import type { FollowedTeam } from '../team/follows'

/** What a look needs of a tournament: its organization, zone, courts, sport and divisions' rounds. */
type Outline = Pick<Tournament, 'organization' | 'timezone' | 'courtNames' | 'sport'> & {
  divisions?:
    readonly (Pick<Division, 'idx'> & { rounds?: readonly Pick<Round, 'idx'>[] | undefined })[] | undefined
}

/** What a look needs of a round: its games (and draws) and format. */
type WatchRound = Parameters<typeof teamGames>[0][number] & ForecastRound['round']

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
      const outline = await readOutline(tournamentIdx)
      if (!outline || outline.organization.idx !== organizationIdx) return { games: [], rounds: 0 }
      const divisions = new Set(teams.map((team) => team.divisionIdx))
      const watched = (outline.divisions ?? [])
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

  /**
   * The tournament with its divisions' rounds: any the cache holds from the last 10 minutes (the
   * tournament, division and round pages read it with other parts), else its outline. A tournament
   * that could not be read is not asked for again for as long.
   */
  async function readOutline(tournamentIdx: string): Promise<Outline | undefined> {
    const held = queryClient
      .getQueriesData<Outline>({ queryKey: [...tournamentQueries.details(), tournamentIdx] })
      .filter(([key]) => now - (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) < OUTLINE_REFRESH_MS)
      .map(([, data]) => data)
      .find((data) => data?.divisions?.every((division) => Array.isArray(division.rounds)))
    if (held) return held
    const query = tournamentOutlineQuery(api, tournamentIdx)
    const state = queryClient.getQueryState(query.queryKey)
    if (state?.status === 'error' && now - state.errorUpdatedAt < OUTLINE_REFRESH_MS)
      return queryClient.getQueryData(query.queryKey)
    return queryClient
      .fetchQuery({ ...query, staleTime: OUTLINE_REFRESH_MS, retry: false })
      .catch(() => queryClient.getQueryData(query.queryKey))
  }

  /**
   * A round's games: any answer the cache holds from the last minute (the order of play reads
   * rounds with other parts than the team page, and polls them), else the team page's query. A
   * round with games and none left to play is not asked for again.
   */
  async function readRound(roundIdx: string): Promise<WatchRound | undefined> {
    const held = queryClient
      .getQueriesData<WatchRound>({ queryKey: [...roundQueries.all(), roundIdx] })
      .flatMap(([key, data]) =>
        data && Array.isArray(data.games)
          ? [{ data, at: queryClient.getQueryState(key)?.dataUpdatedAt ?? 0 }]
          : [],
      )
      .sort((a, b) => b.at - a.at)[0]
    const games = held?.data.games ?? []
    if (held && (now - held.at < ROUND_REFRESH_MS || (games.length > 0 && !games.some(isStillToPlay))))
      return held.data
    const query = teamRoundQuery(api, roundIdx)
    return queryClient
      .fetchQuery({ ...query, staleTime: ROUND_REFRESH_MS, retry: false })
      .catch(() => held?.data)
  }
}
