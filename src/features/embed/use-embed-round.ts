import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../hooks/use-api'
import { usePoolOutlooks } from '../../hooks/use-pool-outlooks'
import {
  embedRoundQuery,
  embedTeamsQuery,
  embedTournamentQuery,
  tournamentMayChange,
  type RoundParts,
} from './embed-data'

/**
 * An embed page's data: the tournament (read once) and the round, with the round's query for
 * `KeepLive` while the tournament may change. The loader has fetched both; seeds may still be on
 * the way.
 */
export type EmbedRound = ReturnType<typeof useEmbedRound>

export function useEmbedRound(tournamentIdx: string, roundIdx: string, parts: RoundParts) {
  const api = useApi()
  const { data: tournament } = useSuspenseQuery(embedTournamentQuery(api, tournamentIdx))
  const query = embedRoundQuery(api, roundIdx, parts)
  const live = useSuspenseQuery(query)
  const round = live.data
  const divisionIdx = round.division?.idx ?? ''
  const withBracket = parts.bracket && divisionIdx !== '' && (round.draws?.length ?? 0) > 0
  const { data: teams } = useQuery({
    ...embedTeamsQuery(api, tournamentIdx, divisionIdx),
    enabled: withBracket,
  })
  const division = tournament.divisions.find((each) => each.idx === divisionIdx)
  const outlooks = usePoolOutlooks(parts.pools ? round : null, division?.rounds)
  return {
    tournament,
    round,
    teams: withBracket ? teams : undefined,
    /** The pools' outlooks, for the marks of teams through and out. */
    outlooks,
    updatedAt: live.dataUpdatedAt,
    stale: live.isRefetchError,
    /** The round's query while it may change, for `KeepLive`; null once the tournament is over. */
    liveQuery: tournamentMayChange(tournament.status) ? query : null,
  }
}
