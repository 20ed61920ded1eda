import type { ApiClient } from '../client'
import { populateFor } from '../populate'
import { tournamentQueries } from '../queries'

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

/**
 * The tournament with its divisions and their rounds: the division page (the API has no "get
 * division") and the round page (time zone, court names, standing columns, breadcrumbs, the
 * division's other rounds) share it, so going from one to the other asks for it once.
 */
export const TOURNAMENT_OUTLINE_POPULATE = populateFor<'getTournament'>()(['divisions', 'divisions.rounds'])

export function tournamentPageQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentQueries.detail(api, tournamentIdx, TOURNAMENT_PAGE_POPULATE)
}

export function tournamentOutlineQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentQueries.detail(api, tournamentIdx, TOURNAMENT_OUTLINE_POPULATE)
}
