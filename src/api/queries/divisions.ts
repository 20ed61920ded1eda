import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client'
import { normalizePopulate, type PopulateList } from '../populate'

export const divisionQueries = {
  all: () => ['divisions'] as const,
  /** A tournament's divisions (listDivisions), hidden ones included, in `number` order. */
  list: <const List extends PopulateList<'listDivisions'> | undefined = undefined>(
    api: ApiClient,
    tournamentIdx: string,
    populate?: List,
  ) =>
    queryOptions({
      queryKey: [...divisionQueries.all(), tournamentIdx, { populate: normalizePopulate(populate) }] as const,
      queryFn: ({ signal }) => api.listDivisions(tournamentIdx, { populate }, { signal }),
    }),
}
