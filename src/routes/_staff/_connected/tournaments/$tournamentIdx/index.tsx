import { createFileRoute } from '@tanstack/react-router'
import {
  FirstPageInSlices,
  linkIdParams,
  notFoundOn404,
  PageSkeleton,
  RouteErrorView,
  RouteNotFoundView,
} from '../../../../../components/page'
import { tournamentPageQuery } from '../../../../../api/views/tournament'
import { TournamentPage } from '../../../../../features/tournament/TournamentPage'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/')({
  params: linkIdParams('tournamentIdx'),
  loader: async ({ context, params: { tournamentIdx } }) => {
    await context.queryClient
      .ensureQueryData(tournamentPageQuery(context.api, tournamentIdx))
      .catch(notFoundOn404)
  },
  component: function TournamentRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PageSkeleton kind="detail" />}>
        <TournamentPage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
  pendingComponent: () => <PageSkeleton kind="detail" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
