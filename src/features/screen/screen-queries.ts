import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { ApiClient, Populated } from '../../api/client'
import { populateFor } from '../../api/populate'
import { roundQueries, tournamentQueries } from '../../api/queries'
import { BRACKET_RELATIONS, GAME_LIST_RELATIONS, POOL_TABLE_RELATIONS } from '../../api/round-views'
import type { Round, Tournament } from '../../api/schemas'
import { podiumRoundQuery } from '../../api/views/podium'
import type { ShownView } from './rotation-views'

/**
 * What each view of a screen reads: exactly the relations it shows. Views of the same round and
 * kind share one query (a pool table and all pools of that round), so one request serves both.
 */
/** The bracket as every page reads it; the division comes from the tournament (`META_POPULATE`). */
export const BRACKET_POPULATE = BRACKET_RELATIONS
export const STANDINGS_POPULATE = POOL_TABLE_RELATIONS
/** Today's games of a round. */
export const GAMES_POPULATE = GAME_LIST_RELATIONS

/** The tournament with its divisions and their rounds: names, time zone, courts, public page. */
export const META_POPULATE = populateFor<'getTournament'>()(['divisions.rounds'])

export const screenQueries = {
  meta: (api: ApiClient, tournamentIdx: string) =>
    tournamentQueries.detail(api, tournamentIdx, META_POPULATE),
  bracket: (api: ApiClient, roundIdx: string) => roundQueries.detail(api, roundIdx, BRACKET_POPULATE),
  standings: (api: ApiClient, roundIdx: string) => roundQueries.detail(api, roundIdx, STANDINGS_POPULATE),
  games: (api: ApiClient, roundIdx: string) => roundQueries.detail(api, roundIdx, GAMES_POPULATE),
}

export type TournamentMeta = Populated<'getTournament', Tournament, typeof META_POPULATE>
export type BracketRound = Populated<'getRound', Round, typeof BRACKET_POPULATE>
export type StandingsRound = Populated<'getRound', Round, typeof STANDINGS_POPULATE>
export type GamesRound = Populated<'getRound', Round, typeof GAMES_POPULATE>

export interface ViewQuery {
  queryKey: QueryKey
  /** Fetches it unless the cached answer is younger than `staleTime`; never throws. */
  prefetch: (queryClient: QueryClient, staleTime: number) => Promise<void>
}

function viewQuery<T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>): ViewQuery {
  return {
    queryKey: options.queryKey,
    prefetch: (queryClient, staleTime) => queryClient.prefetchQuery({ ...options, staleTime }),
  }
}

/** A view's queries, to prefetch it before it shows and keep it cached while it is on the rotation. */
export function queriesOfView(api: ApiClient, view: ShownView): ViewQuery[] {
  switch (view.kind) {
    case 'bracket':
      return [viewQuery(screenQueries.bracket(api, view.roundIdx))]
    case 'pools':
      return [viewQuery(screenQueries.standings(api, view.roundIdx))]
    case 'courts':
    case 'live':
      return view.roundIdxs.map((roundIdx) => viewQuery(screenQueries.games(api, roundIdx)))
    case 'champions':
      return view.rounds.map((round) => viewQuery(podiumRoundQuery(api, round)))
    case 'slide':
      return []
  }
}
