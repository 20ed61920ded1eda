import { createFileRoute, notFound } from '@tanstack/react-router'
import { DivisionPage } from '../../../../../../features/tournament/division/DivisionPage'
import {
  FirstPageInSlices,
  isV4Uuid,
  notFoundOn404,
  PageSkeleton,
  RouteErrorView,
  RouteNotFoundView,
  ValidLinkIds,
} from '../../../../../../components/page'
import { prefetchPart } from '../../../../../-plumbing/prefetch-part'
import { teamListQuery } from '../../../../../../api/views/teams'
import { tournamentOutlineQuery } from '../../../../../../api/views/tournament'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/divisions/$divisionIdx')({
  loader: async ({ context: { queryClient, api }, params: { tournamentIdx, divisionIdx } }) => {
    if (!isV4Uuid(tournamentIdx) || !isV4Uuid(divisionIdx)) return
    // Both at once; the teams are a part of the page that can fail on its own.
    const [tournament] = await Promise.all([
      queryClient.ensureQueryData(tournamentOutlineQuery(api, tournamentIdx)).catch(notFoundOn404),
      prefetchPart(queryClient, teamListQuery(api, tournamentIdx, divisionIdx)),
    ])
    if (!tournament.divisions.some((division) => division.idx === divisionIdx)) throw notFound()
  },
  component: function DivisionRoute() {
    const { tournamentIdx, divisionIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PageSkeleton kind="cards" />}>
        <ValidLinkIds ids={[tournamentIdx, divisionIdx]}>
          <DivisionPage tournamentIdx={tournamentIdx} divisionIdx={divisionIdx} />
        </ValidLinkIds>
      </FirstPageInSlices>
    )
  },
  pendingComponent: () => <PageSkeleton kind="cards" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
