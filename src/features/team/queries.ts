import type { ApiClient } from '../../api/client'
import type { Team } from '../../api/schemas'
import { teamRoundQuery } from '../../api/views/round'
import { teamListQuery } from '../../api/views/teams'
import { tournamentOutlineQuery } from '../../api/views/tournament'

/**
 * What a team page reads: the tournament with its divisions and their rounds (the division and
 * round pages' outline), the division's teams with their players (the division page's list), both
 * shared with the pages around it, and each round of the division with every game once, as My
 * teams and the alerts read it (`TEAM_ROUND_POPULATE`, decision 3700). Nothing is asked per game.
 */
export const teamPageTournamentQuery = tournamentOutlineQuery

/**
 * The team's list: the division's when the link names it (every in-app link does), else the
 * whole tournament's (the teams page's), which says which division the team is in.
 */
export function teamPageTeamsQuery(api: ApiClient, tournamentIdx: string, divisionIdx: string | undefined) {
  return teamListQuery(api, tournamentIdx, divisionIdx)
}

export { teamRoundQuery }

/** The team in a list read by `teamPageTeamsQuery`, if it is there. */
export function findTeam<T extends Pick<Team, 'idx'>>(
  teams: readonly T[] | undefined,
  teamIdx: string,
): T | null {
  return teams?.find((team) => team.idx === teamIdx) ?? null
}
