import type { LoaderContext } from '../../lib/router-context'
import { tournamentListQuery } from './queries'
import type { TournamentsSearch } from './search'

/** `/tournaments`: the page of the list the address names. */
export function loadTournamentsPage({ queryClient, api }: LoaderContext, search: TournamentsSearch) {
  return queryClient.ensureQueryData(tournamentListQuery(api, search))
}
