import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client'

export const meQueries = {
  all: () => ['me'] as const,
  /** The token's organization, the token itself and its rate limit (getMe). */
  detail: (api: ApiClient) =>
    queryOptions({
      queryKey: meQueries.all(),
      queryFn: ({ signal }) => api.getMe({ signal }),
      staleTime: 5 * 60_000,
    }),
}
