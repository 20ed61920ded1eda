import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client'
import { roundQueries } from '../queries'
import { DRAW_PLACEMENT_RELATIONS, POOL_PLACEMENT_RELATIONS } from '../round-views'
import type { Round } from '../schemas'

/**
 * A division's last round as its podium reads it, on every surface (tournament and division pages,
 * the venue screen's Champions view, the podium embed): a bracket's draws or a pool's ranks, as the
 * round's type needs, nothing else. Typed as the plain Round, since the list depends on the type.
 */
export function podiumRoundQuery(api: ApiClient, round: Pick<Round, 'idx' | 'type'>) {
  const populate = round.type === 'ROUND_ROBIN_ROUND' ? POOL_PLACEMENT_RELATIONS : DRAW_PLACEMENT_RELATIONS
  const queryKey: readonly unknown[] = roundQueries.detail(api, round.idx, populate).queryKey
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<Round> => api.getRound(round.idx, { populate }, { signal }),
  })
}
