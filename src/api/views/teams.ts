import type { ApiClient } from '../client'
import { populateFor } from '../populate'
import { tournamentQueries } from '../queries'

export { TEAM_POPULATE, teamListQuery } from '../first-reads'

/** The teams page's tournament: its name for the breadcrumbs and its divisions for the filter. */
export const TEAMS_PAGE_TOURNAMENT_POPULATE = populateFor<'getTournament'>()(['divisions'])

export function teamsPageTournamentQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentQueries.detail(api, tournamentIdx, TEAMS_PAGE_TOURNAMENT_POPULATE)
}
