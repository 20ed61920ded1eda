import type { ApiClient } from '../client'
import { populateFor } from '../populate'
import { teamQueries } from '../queries'
import { tournamentQueries } from '../queries'

/**
 * What a team card shows: players (avatar, names), the captain, the league team (null outside
 * league formats) and the division. The division page, the teams page and the round page (seeds
 * and Q/WC marks in the bracket) ask with the same list, so a division's teams are fetched once.
 */
export const TEAM_POPULATE = populateFor<'listTeams'>()([
  'playerProfiles',
  'captainProfile',
  'leagueTeam',
  'division',
])

export function teamListQuery(api: ApiClient, tournamentIdx: string, divisionIdx?: string) {
  return teamQueries.list(api, tournamentIdx, { division: divisionIdx, populate: TEAM_POPULATE })
}

/** The teams page's tournament: its name for the breadcrumbs and its divisions for the filter. */
export const TEAMS_PAGE_TOURNAMENT_POPULATE = populateFor<'getTournament'>()(['divisions'])

export function teamsPageTournamentQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentQueries.detail(api, tournamentIdx, TEAMS_PAGE_TOURNAMENT_POPULATE)
}
