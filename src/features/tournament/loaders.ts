import { podiumRoundQuery } from '../../api/views/podium'
import { tournamentPageQuery } from '../../api/views/tournament'
import { notFoundOn404 } from '../../components/page'
import { podiumRounds } from '../../domain/podium'
import type { LoaderContext } from '../../lib/router-context'

/**
 * `/tournaments/$tournamentIdx`: the tournament with what its page shows, then each division's last
 * round for its podium, without holding the page back.
 */
export async function loadTournamentPage({ queryClient, api }: LoaderContext, tournamentIdx: string) {
  const tournament = await queryClient
    .ensureQueryData(tournamentPageQuery(api, tournamentIdx))
    .catch(notFoundOn404)
  for (const { round } of podiumRounds(tournament.divisions, { publicOnly: false })) {
    void queryClient.prefetchQuery(podiumRoundQuery(api, round))
  }
}
