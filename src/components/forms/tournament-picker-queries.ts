import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { tournamentQueries } from '../../api/queries'
import { READ_PAGE_SIZE } from './tournament-walk'

/**
 * The list rarely changes while someone picks from it: a page read once serves paging back and
 * forth and every search for five minutes, so typing costs no requests (decision 0504).
 */
const PICKER_STALE_TIME = 5 * 60_000

/**
 * A page of 100 of the tournament picker's list (`index` 0 is the first): in progress only, or
 * every status. The first page of tournaments in progress is what the setup pages load with.
 */
export function tournamentPickerPage(api: ApiClient, allStatuses: boolean, index: number) {
  return queryOptions({
    ...tournamentQueries.list(api, {
      status: allStatuses ? undefined : 'IN_PROGRESS',
      limit: READ_PAGE_SIZE,
      offset: index * READ_PAGE_SIZE,
    }),
    staleTime: PICKER_STALE_TIME,
  })
}
