import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client'
import { normalizePopulate, type PopulateList } from '../populate'

export const teamQueries = {
  all: () => ['teams'] as const,
  /** A tournament's teams (listTeams), optionally of one division (the API's `division` filter). */
  list: <const List extends PopulateList<'listTeams'> | undefined = undefined>(
    api: ApiClient,
    tournamentIdx: string,
    params: { division?: string; populate?: List } = {},
  ) =>
    queryOptions({
      queryKey: [
        ...teamQueries.all(),
        tournamentIdx,
        { division: params.division ?? null, populate: normalizePopulate(params.populate) },
      ] as const,
      queryFn: ({ signal }) =>
        api.listTeams(tournamentIdx, { division: params.division, populate: params.populate }, { signal }),
    }),
}
