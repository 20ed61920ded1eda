import { useQueries, type QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useRateBudget, useStoredAnswersShown } from '../../hooks/use-api'
import { useNow } from '../../hooks/use-now'
import { formatInTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { freshness } from './freshness'
import { screenMessages } from './messages'

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * "Updated 12 s ago" in a corner; while refreshes fail, a discreet badge instead: "Reconnecting ·
 * data from 14:32" (offline and rate-limited say so), or "Offline · data from 14:32" for a screen
 * started without a network, showing what the device kept. Reads the states of the queries on show.
 */
export function StatusCorner({ queryKeys, timeZone }: { queryKeys: readonly QueryKey[]; timeZone: string }) {
  const m = useMessages(screenMessages)
  const locale = useFormatLocale()
  const states = useQueries({
    queries: queryKeys.map((queryKey) => ({ queryKey, enabled: false })),
    combine: (results) =>
      results.map(({ status, dataUpdatedAt, errorUpdatedAt }) => ({ status, dataUpdatedAt, errorUpdatedAt })),
  })
  const online = useOnline()
  const { pausedUntil } = useRateBudget()
  const storedFrom = useStoredAnswersShown()
  const now = useNow(1000, true)
  const state = freshness({ states, online, pausedUntil, storedFrom, now })
  if (state.kind === 'waiting') return <p className="screen-status" role="status" />
  if (state.kind === 'live') {
    const seconds = Math.max(0, Math.floor((now - state.updatedAt) / 1000))
    return (
      <p className="screen-status" role="status">
        {seconds < 5 ? m.updatedJustNow : m.updatedAgo(seconds)}
      </p>
    )
  }
  const since =
    state.updatedAt === null
      ? null
      : formatInTimeZone(new Date(state.updatedAt).toISOString(), timeZone, TIME, locale).text
  return (
    <p className="screen-status screen-status-problem" role="status">
      {state.kind === 'stored' ? m.offline : m.reconnecting[state.cause]}
      {since && ` · ${m.dataFrom(since)}`}
    </p>
  )
}
