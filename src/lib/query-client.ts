import { QueryCache, QueryClient } from '@tanstack/react-query'
import { DEFAULT_RETRY_POLICY, retryDelay, shouldRetry, type RetryPolicy } from '../api/retry'

export interface QueryClientOptions {
  retryPolicy?: RetryPolicy
  /** Every query failure, once (after retries): the app turns token problems into the connect page. */
  onError?: (error: Error) => void
}

/** The app's single QueryClient. Tests build their own, fresh per test, with the same defaults. */
export function createQueryClient({
  retryPolicy = DEFAULT_RETRY_POLICY,
  onError,
}: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => shouldRetry(failureCount, error, retryPolicy),
        retryDelay: (failureCount, error) => retryDelay(failureCount, error, retryPolicy),
      },
    },
  })
}
