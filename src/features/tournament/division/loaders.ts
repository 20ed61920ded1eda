import { teamListQuery } from '../../../api/views/teams'
import { tournamentOutlineQuery } from '../../../api/views/tournament'
import { notFoundOn404, pageNotFound } from '../../../components/page'
import { prefetchPart } from '../../../lib/prefetch-part'
import type { LoaderContext } from '../../../lib/router-context'

/** `/tournaments/$tournamentIdx/divisions/$divisionIdx`: the tournament's outline and the division's teams. */
export async function loadDivisionPage(
  { queryClient, api }: LoaderContext,
  { tournamentIdx, divisionIdx }: { tournamentIdx: string; divisionIdx: string },
) {
  // Both at once; the teams are a part of the page that can fail on its own.
  const [tournament] = await Promise.all([
    queryClient.ensureQueryData(tournamentOutlineQuery(api, tournamentIdx)).catch(notFoundOn404),
    prefetchPart(queryClient, teamListQuery(api, tournamentIdx, divisionIdx)),
  ])
  if (!tournament.divisions.some((division) => division.idx === divisionIdx)) throw pageNotFound('not-found')
}
