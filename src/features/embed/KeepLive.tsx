import type { QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useLiveSuspenseQuery } from '../../hooks/use-live-query'
import { useEmbedOptions } from './use-embed-options'

/**
 * Keeps a query of the page live at the link's refresh interval, only while the embed is visible
 * (`useLiveQuery`'s embed mode). Rendered only while what it shows may still change: a finished
 * tournament embedded on a club's site for years costs nothing.
 */
export function KeepLive<TData, TKey extends QueryKey>({
  query,
}: {
  query: UseSuspenseQueryOptions<TData, Error, TData, TKey>
}) {
  const { refresh } = useEmbedOptions()
  useLiveSuspenseQuery(query, { mode: 'embed', intervalMs: refresh * 1000 })
  return null
}
