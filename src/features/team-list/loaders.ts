import { teamListQuery, teamsPageTournamentQuery } from '../../api/views/teams'
import { notFoundOn404 } from '../../components/page'
import { prefetchPart } from '../../lib/prefetch-part'
import type { LoaderContext } from '../../lib/router-context'

/** `/tournaments/$tournamentIdx/teams`: the tournament's divisions and the teams of the one chosen. */
export async function loadTeamsPage(
  { queryClient, api }: LoaderContext,
  { tournamentIdx, divisionIdx }: { tournamentIdx: string; divisionIdx: string | undefined },
) {
  // Both at once; the teams are a part of the page that can fail on its own.
  await Promise.all([
    queryClient.ensureQueryData(teamsPageTournamentQuery(api, tournamentIdx)).catch(notFoundOn404),
    prefetchPart(queryClient, teamListQuery(api, tournamentIdx, divisionIdx)),
  ])
}
