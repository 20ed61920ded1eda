import { createFileRoute } from '@tanstack/react-router'
import { PageSkeleton, RouteErrorView, requireConnection } from '../../features/page-shell'
import { inProgressTournaments, ScreenSetup, screenQueries, setupSearchSchema } from '../../features/screen'

/** `/screens/new`: staff make a venue screen's link (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/screens/new')({
  validateSearch: setupSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  beforeLoad: requireConnection,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(inProgressTournaments(context.api, false)),
      deps.tournament &&
        context.queryClient.ensureQueryData(screenQueries.meta(context.api, deps.tournament)),
    ]),
  component: ScreenSetup,
  pendingComponent: () => <PageSkeleton kind="detail" />,
  errorComponent: RouteErrorView,
})
