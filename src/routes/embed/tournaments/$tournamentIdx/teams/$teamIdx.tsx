import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '../../../../../lib/lazy-schema'
import { EmbedRouteError } from '../../../../../features/embed/EmbedMessage'
import { embedOptions } from '../../../../../features/embed/embed-options'
import { EmbedPending } from '../../../../../features/embed/EmbedPending'
import { loadEmbedWords } from '../../../../../features/embed/language'
import { FirstPageInSlices, linkIdParams, optionalLinkId } from '../../../../../components/page'
import { EmbedTeamPage } from '../../../../../features/embed/EmbedTeamPage'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/teams/$teamIdx')({
  params: linkIdParams('tournamentIdx', 'teamIdx'),
  /** `division`: the team's division (the builder and every link set it): only its teams are read. */
  validateSearch: lazySchema(() => z.object({ division: optionalLinkId() })),
  loaderDeps: ({ search }) => ({ division: search.division, lang: embedOptions(search).lang }),
  // Imported when a team embed loads: what a loader imports, every embed's first load carries.
  // A team's words (the other embeds do without them) come alongside.
  loader: async ({ context, params, deps }) => {
    const words = loadEmbedWords(deps.lang, ['team'])
    const { loadTeamEmbed } = await import('../../../../../features/embed/team-embed')
    await Promise.all([loadTeamEmbed(context, { ...params, divisionIdx: deps.division }), words])
  },
  component: function TeamEmbed() {
    const params = Route.useParams()
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedTeamPage {...params} divisionIdx={Route.useSearch().division} />
      </FirstPageInSlices>
    )
  },
  pendingComponent: EmbedPending,
  errorComponent: EmbedRouteError,
})
