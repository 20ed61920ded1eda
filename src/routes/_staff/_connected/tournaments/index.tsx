import { createFileRoute } from '@tanstack/react-router'
import {
  FirstPageInSlices,
  PageSkeleton,
  RouteErrorView,
  RouteNotFoundView,
} from '../../../../components/page'
import { tournamentListQuery } from '../../../../features/tournament-list/queries'
import { tournamentsSearchSchema } from '../../../../features/tournament-list/search'
import { TournamentsPage } from '../../../../features/tournament-list/TournamentsPage'

export const Route = createFileRoute('/_staff/_connected/tournaments/')({
  validateSearch: tournamentsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(tournamentListQuery(context.api, deps)),
  component: () => (
    <FirstPageInSlices fallback={<PageSkeleton kind="list" />}>
      <TournamentsPage />
    </FirstPageInSlices>
  ),
  pendingComponent: () => <PageSkeleton kind="list" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
