import { tournamentPageQuery } from '../../api/views/tournament'
import { notFoundOn404 } from '../../components/page'
import type { LoaderContext } from '../../lib/router-context'

/** `/tournaments/$tournamentIdx`: the tournament with what its page shows. */
export async function loadTournamentPage({ queryClient, api }: LoaderContext, tournamentIdx: string) {
  await queryClient.ensureQueryData(tournamentPageQuery(api, tournamentIdx)).catch(notFoundOn404)
}
