import { populateFor } from '../../api/populate'
import type { ApiClient } from '../../api/client'
import { tournamentQueries } from '../../api/queries'
import { pageWindow, type TournamentsSearch } from './search'

/** The list shows each tournament's club: the only relation listTournaments has. */
export const TOURNAMENT_LIST_POPULATE = populateFor<'listTournaments'>()(['club'])

export function tournamentListQuery(api: ApiClient, search: TournamentsSearch) {
  return tournamentQueries.list(api, {
    status: search.status,
    sport: search.sport,
    ...pageWindow(search),
    populate: TOURNAMENT_LIST_POPULATE,
  })
}
