import { createFileRoute } from '@tanstack/react-router'
import { PageSkeleton, RouteErrorView, RouteNotFoundView, requireConnection } from '../../../features/layout'
import { tournamentListQuery } from '../../../features/tournaments/queries'
import { tournamentsSearchSchema } from '../../../features/tournaments/search'
import { TournamentsPage } from '../../../features/tournaments/TournamentsPage'

export const Route = createFileRoute('/_staff/tournaments/')({
  validateSearch: tournamentsSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireConnection,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(tournamentListQuery(context.api, deps)),
  component: TournamentsPage,
  pendingComponent: () => <PageSkeleton kind="list" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
