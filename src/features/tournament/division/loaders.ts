import { podiumRoundQuery } from '../../../api/views/podium'
import { podiumRounds } from '../../../domain/podium'
import { teamListQuery } from '../../../api/views/teams'
import { tournamentOutlineQuery } from '../../../api/views/tournament'
import { notFoundOn404, pageNotFound } from '../../../components/page'
import { prefetchPart } from '../../../lib/prefetch-part'
import type { LoaderContext } from '../../../lib/router-context'

/** `/tournaments/$tournamentIdx/divisions/$divisionIdx`: the tournament's outline, the division's teams and its podium's round. */
export async function loadDivisionPage(
  { queryClient, api }: LoaderContext,
  { tournamentIdx, divisionIdx }: { tournamentIdx: string; divisionIdx: string },
) {
  // Both at once; the teams are a part of the page that can fail on its own.
  const [tournament] = await Promise.all([
    queryClient.ensureQueryData(tournamentOutlineQuery(api, tournamentIdx)).catch(notFoundOn404),
    prefetchPart(queryClient, teamListQuery(api, tournamentIdx, divisionIdx)),
  ])
  const division = tournament.divisions.find((each) => each.idx === divisionIdx)
  if (!division) throw pageNotFound('not-found')
  // The podium's round follows; the page shows without waiting for it.
  for (const { round } of podiumRounds([division], { publicOnly: false })) {
    void queryClient.prefetchQuery(podiumRoundQuery(api, round))
  }
}
