import { createFileRoute } from '@tanstack/react-router'
import { builderSearchSchema } from '../../../features/embed/builder/builder-search'
import { EmbedBuilder } from '../../../features/embed/builder/EmbedBuilder'
import { embedTournamentQuery } from '../../../features/embed/embed-data'
import { tournamentPickerPage } from '../../../components/forms/tournament-picker-queries'
import { notFoundOn404 } from '../../../components/page/page-error'
import { prefetchPart } from '../../-plumbing/prefetch-part'

/** `/embeds/new`: staff make an embed for a club's site (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/_connected/embeds/new')({
  staticData: { skeleton: 'detail' },
  validateSearch: builderSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
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
})
