import { useQueries, type QueryKey } from '@tanstack/react-query'
import { LeftOutNote } from '../../components/page'

/**
 * The screen's note on records its answers left out (decision 0523): the tournament's, and the
 * view's on show, read from the cache as the view's own queries keep it. A discreet line in the
 * footer, in the screen's type: a venue screen is read from afar and has no room for a box.
 */
export function ScreenLeftOut({
  tournament,
  queryKeys,
}: {
  tournament: unknown
  queryKeys: readonly QueryKey[]
}) {
  const shown = useQueries({
    queries: queryKeys.map((queryKey) => ({ queryKey, enabled: false })),
    combine: (results) => results.map((result) => result.data),
  })
  return <LeftOutNote answers={[tournament].concat(shown)} className="screen-status screen-status-problem" />
}
