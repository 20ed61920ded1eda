import { queryOptions } from '@tanstack/react-query'
import type { ApiClient, ListTournamentsParams } from '../client'
import { normalizePopulate, type PopulateList } from '../populate'

/** The API's paging defaults, written into keys so that `{}` and `{limit: 25}` share a cache entry. */
export const DEFAULT_PAGE_SIZE = 25

export const tournamentQueries = {
  all: () => ['tournaments'] as const,
  lists: () => [...tournamentQueries.all(), 'list'] as const,
  list: <const List extends PopulateList<'listTournaments'> | undefined = undefined>(
    api: ApiClient,
    params: ListTournamentsParams<List> = {},
  ) => {
    const { status, sport, limit = DEFAULT_PAGE_SIZE, offset = 0, populate } = params
    return queryOptions({
      queryKey: [
        ...tournamentQueries.lists(),
        {
          status: status ?? null,
          sport: sport ?? null,
          limit,
          offset,
          populate: normalizePopulate(populate),
        },
      ] as const,
      queryFn: ({ signal }) => api.listTournaments({ status, sport, limit, offset, populate }, { signal }),
    })
  },
  details: () => [...tournamentQueries.all(), 'detail'] as const,
  detail: <const List extends PopulateList<'getTournament'> | undefined = undefined>(
    api: ApiClient,
    idx: string,
    populate?: List,
  ) =>
    queryOptions({
      queryKey: [...tournamentQueries.details(), idx, { populate: normalizePopulate(populate) }] as const,
      queryFn: ({ signal }) => api.getTournament(idx, { populate }, { signal }),
    }),
}
