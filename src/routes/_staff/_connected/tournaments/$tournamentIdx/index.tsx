import { createFileRoute } from '@tanstack/react-router'
import {
  FirstPageInSlices,
  isV4Uuid,
  notFoundOn404,
  PageSkeleton,
  RouteErrorView,
  RouteNotFoundView,
  ValidLinkIds,
} from '../../../../../components/page'
import { tournamentPageQuery } from '../../../../../api/views/tournament'
import { TournamentPage } from '../../../../../features/tournament/TournamentPage'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/')({
  loader: async ({ context, params: { tournamentIdx } }) => {
    if (!isV4Uuid(tournamentIdx)) return
    await context.queryClient
      .ensureQueryData(tournamentPageQuery(context.api, tournamentIdx))
      .catch(notFoundOn404)
  },
  component: function TournamentRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PageSkeleton kind="detail" />}>
        <ValidLinkIds ids={[tournamentIdx]}>
          <TournamentPage tournamentIdx={tournamentIdx} />
        </ValidLinkIds>
      </FirstPageInSlices>
    )
  },
  pendingComponent: () => <PageSkeleton kind="detail" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
