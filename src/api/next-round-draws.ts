import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from './client'
import { roundQueries } from './queries'
import { DRAW_STAGE_RELATIONS } from './round-views'
import type { Round } from './schemas'

/** The draws' structure is made once, when the draw is: a long while before it is read again. */
const DRAWS_STALE_MS = 30 * 60_000

/**
 * The draws of the round after a pool round, whose slots say how many of each pool go through
 * (domain/pool-qualifying.ts). Their structure only (`draws.rounds.games`), unless a page has
 * already read the round with its draws' games (the round page, the team page, a bracket view):
 * then that answer serves, and nothing is asked.
 */
export function nextRoundDrawsQuery(api: ApiClient, queryClient: QueryClient, roundIdx: string) {
  const read = () => readWithDraws(queryClient, roundIdx)
  return queryOptions({
    // The key of the same request made by any page (roundQueries.detail).
    queryKey: roundQueries.detail(api, roundIdx, DRAW_STAGE_RELATIONS).queryKey,
    queryFn: ({ signal }): Promise<Pick<Round, 'number' | 'draws'>> =>
      api.getRound(roundIdx, { populate: DRAW_STAGE_RELATIONS }, { signal }),
    staleTime: DRAWS_STALE_MS,
    initialData: () => read()?.data,
    initialDataUpdatedAt: () => read()?.updatedAt,
  })
}

/** A round already in the cache with its draws' games, and when it was read. */
function readWithDraws(queryClient: QueryClient, roundIdx: string) {
  const hasDrawGames = (data: unknown) =>
    (data as Round | undefined)?.draws?.some((draw) => draw.rounds?.some((each) => each.games !== undefined))
  const query = queryClient
    .getQueryCache()
    .findAll({ queryKey: [...roundQueries.all(), roundIdx] })
    .find((each) => hasDrawGames(each.state.data))
  return query && { data: query.state.data as Round, updatedAt: query.state.dataUpdatedAt }
}
