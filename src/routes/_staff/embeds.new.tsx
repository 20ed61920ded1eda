import { createFileRoute } from '@tanstack/react-router'
import { builderSearchSchema } from '../../features/embed/builder/builder-search'
import { EmbedBuilder } from '../../features/embed/builder/EmbedBuilder'
import { embedTournamentQuery } from '../../features/embed/embed-data'
import { notFoundOn404 } from '../../features/page-shell/page-error'
import { requireConnection } from '../../features/page-shell/require-connection'
import { PageSkeleton } from '../../features/page-shell/Skeleton'
import { RouteErrorView, RouteNotFoundView } from '../../features/page-shell/ErrorView'

/** `/embeds/new`: staff make an embed for a club's site (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/embeds/new')({
  validateSearch: builderSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  beforeLoad: requireConnection,
  loader: async ({ context, deps }) => {
    if (!deps.tournament) return
    await context.queryClient
      .ensureQueryData(embedTournamentQuery(context.api, deps.tournament))
      .catch(notFoundOn404)
  },
  component: EmbedBuilder,
  pendingComponent: () => <PageSkeleton kind="detail" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
