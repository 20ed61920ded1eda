import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useLivePolling } from '../../hooks/use-live-query'
import { retryDelay, shouldRetry } from '../../api/retry'
import { screenPollInterval, SCREEN_RETRY_POLICY } from './poll-backoff'

export interface ScreenQueryOptions {
  refreshMs: number
  /** False in the setup page's preview: it loads each view once and does not poll. */
  live: boolean
}

/**
 * One query of a venue screen: polled every `refreshMs` in screen mode (also while the browser
 * calls itself hidden, stretched by the rate budget, one poller per query across tabs), with
 * fewer retries per refresh and a growing wait between refreshes while the API fails. Failed
 * refreshes keep the data they had: the screen never goes blank.
 */
export function useScreenQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey },
  { refreshMs, live }: ScreenQueryOptions,
) {
  const polling = useLivePolling(options.queryKey, { mode: 'screen', intervalMs: refreshMs })
  const base = polling.refetchInterval
  return useQuery({
    ...options,
    // The preview loads what it lacks once; the screen refetches a view older than one refresh.
    staleTime: live ? refreshMs : Infinity,
    retry: (failureCount, error) => shouldRetry(failureCount, error, SCREEN_RETRY_POLICY),
    retryDelay: (failureCount, error) => retryDelay(failureCount, error, SCREEN_RETRY_POLICY),
    refetchInterval: (query) => {
      const interval = typeof base === 'function' ? base() : base
      return live && interval !== false ? screenPollInterval(interval, query.state, Date.now()) : false
    },
    refetchIntervalInBackground: polling.refetchIntervalInBackground,
  })
}
