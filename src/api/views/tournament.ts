import type { ApiClient } from '../client'
import { populateFor } from '../populate'
import { tournamentQueries } from '../queries'

export { TOURNAMENT_OUTLINE_POPULATE, tournamentOutlineQuery } from '../first-reads'

/** Everything the tournament page shows, and nothing else. */
export const TOURNAMENT_PAGE_POPULATE = populateFor<'getTournament'>()([
  'club',
  'club.courts',
  'divisions',
  'divisions.rounds',
  'sponsors',
  'circuit',
  'circuitCategory',
  'rankedTiebreakRules',
])

export function tournamentPageQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentQueries.detail(api, tournamentIdx, TOURNAMENT_PAGE_POPULATE)
}
