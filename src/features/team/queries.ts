import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import type { Team } from '../../api/schemas'
import { roundQuery } from '../../api/views/round'
import { teamListQuery } from '../../api/views/teams'
import { tournamentOutlineQuery } from '../../api/views/tournament'

/**
 * What a team page reads, all shared with the pages around it so that going from one to the
 * other asks again for nothing: the tournament with its divisions and their rounds (the division
 * and round pages' outline), the division's teams with their players (the division page's list),
 * and each round of the division as the round page reads it. Nothing is asked per game.
 */
export const teamPageTournamentQuery = tournamentOutlineQuery

/**
 * The team's list: the division's when the link names it (every in-app link does), else the
 * whole tournament's (the teams page's), which says which division the team is in.
 */
export function teamPageTeamsQuery(api: ApiClient, tournamentIdx: string, divisionIdx: string | undefined) {
  return teamListQuery(api, tournamentIdx, divisionIdx)
}

export const teamRoundQuery = roundQuery

/** The team in a list read by `teamPageTeamsQuery`, if it is there. */
export function findTeam<T extends Pick<Team, 'idx'>>(
  teams: readonly T[] | undefined,
  teamIdx: string,
): T | null {
  return teams?.find((team) => team.idx === teamIdx) ?? null
}

/**
 * Everything the team page shows, for its loader: the tournament and the team's list in parallel,
 * the whole tournament's list when the division named does not hold the team, then the rounds of
 * the team's division in parallel. Returns false when the team is not in the tournament.
 */
export async function loadTeamPage(
  queryClient: QueryClient,
  api: ApiClient,
  ids: { tournamentIdx: string; teamIdx: string; divisionIdx: string | undefined },
): Promise<boolean> {
  const [tournament, listed] = await Promise.all([
    queryClient.ensureQueryData(teamPageTournamentQuery(api, ids.tournamentIdx)),
    queryClient.ensureQueryData(teamPageTeamsQuery(api, ids.tournamentIdx, ids.divisionIdx)),
  ])
  let team = findTeam(listed, ids.teamIdx)
  if (!team && ids.divisionIdx) {
    team = findTeam(
      await queryClient.ensureQueryData(teamPageTeamsQuery(api, ids.tournamentIdx, undefined)),
      ids.teamIdx,
    )
  }
  const division = team && tournament.divisions.find((each) => each.idx === team.division?.idx)
  if (!team) return false
  await Promise.all(
    (division?.rounds ?? []).map((round) => queryClient.ensureQueryData(teamRoundQuery(api, round.idx))),
  )
  return true
}
