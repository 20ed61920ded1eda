import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * For loaders: fetch a part of the page (one that can fail on its own) alongside the main data,
 * trying once. The page does not wait through the part's retries: if it failed, the part's own
 * query tries again in its place while the rest of the page is shown.
 */
export function prefetchPart<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  return queryClient.prefetchQuery({ ...options, retry: false })
}
