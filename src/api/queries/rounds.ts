import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client'
import { normalizePopulate, type PopulateList } from '../populate'

export const roundQueries = {
  all: () => ['rounds'] as const,
  /** One round (getRound) with exactly the relations a view shows. */
  detail: <const List extends PopulateList<'getRound'> | undefined = undefined>(
    api: ApiClient,
    idx: string,
    populate?: List,
  ) =>
    queryOptions({
      queryKey: [...roundQueries.all(), idx, { populate: normalizePopulate(populate) }] as const,
      queryFn: ({ signal }) => api.getRound(idx, { populate }, { signal }),
    }),
}
