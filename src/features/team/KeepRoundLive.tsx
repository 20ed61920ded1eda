import type { QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useLiveSuspenseQuery } from '../../hooks/use-live-query'

/** Keeps one more round live while the tab is shown (the first one says so with LiveRound). */
export function KeepRoundLive<TData, TKey extends QueryKey>({
  options,
}: {
  options: UseSuspenseQueryOptions<TData, Error, TData, TKey>
}) {
  useLiveSuspenseQuery(options, { mode: 'staff' })
  return null
}
