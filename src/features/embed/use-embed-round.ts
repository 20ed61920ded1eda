import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useLiveSuspenseQuery } from '../../api/live/use-live-query'
import { useApi } from '../../api/use-api'
import { embedRoundQuery, embedTeamsQuery, embedTournamentQuery, type RoundParts } from './embed-data'
import { useEmbedOptions } from './use-embed-options'

/**
 * An embed page's data: the tournament (read once) and the round, kept live at the link's refresh
 * interval while the embed is visible. The loader has fetched both; seeds may still be on the way.
 */
export function useEmbedRound(tournamentIdx: string, roundIdx: string, parts: RoundParts) {
  const api = useApi()
  const { refresh } = useEmbedOptions()
  const { data: tournament } = useSuspenseQuery(embedTournamentQuery(api, tournamentIdx))
  const live = useLiveSuspenseQuery(embedRoundQuery(api, roundIdx, parts), {
    mode: 'embed',
    intervalMs: refresh * 1000,
  })
  const round = live.data
  const divisionIdx = round.division?.idx ?? ''
  const withBracket = parts.bracket && divisionIdx !== '' && (round.draws?.length ?? 0) > 0
  const { data: teams } = useQuery({
    ...embedTeamsQuery(api, tournamentIdx, divisionIdx),
    enabled: withBracket,
  })
  return {
    tournament,
    round,
    teams: withBracket ? teams : undefined,
    updatedAt: live.dataUpdatedAt,
    stale: live.isRefetchError,
  }
}
