import { createFileRoute } from '@tanstack/react-router'
import { builderSearchSchema } from '../../features/embed/builder/builder-search'
import { EmbedBuilder } from '../../features/embed/builder/EmbedBuilder'
import { embedTournamentQuery } from '../../features/embed/embed-data'
import { tournamentPickerPage } from '../../features/forms/tournament-picker-queries'
import { notFoundOn404 } from '../../features/page-shell/page-error'
import { prefetchPart } from '../../features/page-shell/prefetch-part'
import { requireConnection } from '../../features/page-shell/require-connection'
import { PageSkeleton } from '../../features/page-shell/Skeleton'
import { RouteErrorView, RouteNotFoundView } from '../../features/page-shell/ErrorView'

/** `/embeds/new`: staff make an embed for a club's site (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/embeds/new')({
  validateSearch: builderSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  beforeLoad: requireConnection,
  loader: async ({ context, deps }) => {
    // The picker's first page; if it fails, the picker says so in its place.
    const picker = prefetchPart(context.queryClient, tournamentPickerPage(context.api, false, 0))
    if (deps.tournament)
      await context.queryClient
        .ensureQueryData(embedTournamentQuery(context.api, deps.tournament))
        .catch(notFoundOn404)
    await picker
  },
  component: EmbedBuilder,
  pendingComponent: () => <PageSkeleton kind="detail" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
