import {
  hashKey,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { stretchInterval } from '../api/rate-budget'
import { useDocumentVisible } from './use-document-visible'
import { useInView } from './use-in-view'

/**
 * How a view keeps its data live:
 * - 'staff': a person's tab; polls only while the tab is visible;
 * - 'screen': an unattended venue screen; keeps polling when the browser thinks it is hidden;
 * - 'embed': a club site's iframe; polls rarely, only while visible and scrolled into view on the
 *   club's page (`useWatchInView` in the embed's shell).
 */
export type LiveMode = 'staff' | 'screen' | 'embed'

export const DEFAULT_INTERVAL_MS: Record<LiveMode, number> = {
  staff: 30_000,
  screen: 15_000,
  embed: 60_000,
}

export interface LiveOptions {
  mode: LiveMode
  /** The interval when the budget is plentiful; stretched as it runs low. */
  intervalMs?: number
}

interface Polling {
  refetchInterval: number | false | (() => number | false)
  refetchIntervalInBackground: boolean
}

/**
 * The refetch settings for one observer of `queryKey`, and the sharing around them: the observer
 * polls only if it is the first one of this query in the tab (the driver) and this tab leads the
 * query among the browser's tabs; otherwise it receives the leader's results.
 */
export function useLivePolling(queryKey: QueryKey, live: LiveOptions): Polling {
  const queryClient = useQueryClient()
  const { api, live: coordination, session } = useRouteContext({ from: '__root__' })
  const { drivers, tabs } = coordination
  const scope = useSyncExternalStore(session.subscribe, () => session.getSnapshot().scope)
  const observerId = useId()
  const queryHash = hashKey(queryKey)
  const visible = useDocumentVisible()
  const inView = useInView()
  const wantsToPoll = live.mode === 'screen' || (visible && (live.mode !== 'embed' || inView))

  useEffect(() => {
    if (!wantsToPoll) return
    drivers.join(queryHash, observerId)
    return () => drivers.leave(queryHash, observerId)
  }, [drivers, queryHash, observerId, wantsToPoll])
  const isDriver = useSyncExternalStore(drivers.subscribe, () => drivers.isDriver(queryHash, observerId))

  const [leading, setLeading] = useState<string | null>(null)
  const lockName = `courtside:${scope}:${queryHash}`
  useEffect(() => {
    if (!isDriver) return
    const abort = new AbortController()
    let release: (() => void) | null = null
    tabs.lead(lockName, abort.signal).then(
      (releaseLock) => {
        release = releaseLock
        setLeading(lockName)
      },
      () => undefined, // aborted while waiting: another tab kept the lead
    )
    return () => {
      abort.abort()
      release?.()
      setLeading(null)
    }
  }, [tabs, isDriver, lockName])
  const isLeader = leading === lockName

  // The leader posts each fetched result; other tabs put it in their cache.
  useEffect(() => {
    if (!isDriver || !tabs.shared) return
    const stopListening = tabs.listen((message) => {
      if (isLeader || message.scope !== scope || message.queryHash !== queryHash) return
      queryClient.setQueryData(queryKey, message.data, { updatedAt: message.updatedAt })
    })
    const stopPosting = isLeader
      ? queryClient.getQueryCache().subscribe((event) => {
          if (event.type !== 'updated' || event.query.queryHash !== queryHash) return
          if (event.action.type !== 'success' || event.action.manual) return
          tabs.post({
            scope,
            queryHash,
            data: event.query.state.data,
            updatedAt: event.query.state.dataUpdatedAt,
          })
        })
      : () => undefined
    return () => {
      stopListening()
      stopPosting()
    }
    // queryKey is represented by queryHash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tabs, isDriver, isLeader, scope, queryHash, queryClient])

  const base = live.intervalMs ?? DEFAULT_INTERVAL_MS[live.mode]
  return {
    refetchInterval:
      isDriver && isLeader && wantsToPoll
        ? () => stretchInterval(base, api.budget.getSnapshot(), Date.now(), { pollers: drivers.polledCount })
        : false,
    refetchIntervalInBackground: live.mode === 'screen',
  }
}

/** `useQuery` that stays live (see `useLivePolling`). */
export function useLiveQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey },
  live: LiveOptions,
) {
  const polling = useLivePolling(options.queryKey, live)
  return useQuery({ ...options, ...polling })
}

/** `useSuspenseQuery` that stays live, for pages whose loader already ensured the data. */
export function useLiveSuspenseQuery<TData, TKey extends QueryKey>(
  options: UseSuspenseQueryOptions<TData, Error, TData, TKey>,
  live: LiveOptions,
) {
  const polling = useLivePolling(options.queryKey, live)
  return useSuspenseQuery({ ...options, ...polling })
}
