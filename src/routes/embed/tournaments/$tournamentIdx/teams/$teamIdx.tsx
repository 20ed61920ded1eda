import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '../../../../../app/lazy-schema'
import { EmbedRouteError } from '../../../../../features/embed/EmbedMessage'
import { EmbedPending } from '../../../../../features/embed/EmbedPending'
import { FirstPageInSlices, linkIdx, optionalLinkId } from '../../../../../features/page-shell'
import { EmbedTeamPage } from '../../../../../features/team/EmbedTeamPage'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/teams/$teamIdx')({
  params: {
    parse: (params) => ({
      tournamentIdx: linkIdx(params.tournamentIdx, 'tournament'),
      teamIdx: linkIdx(params.teamIdx, 'team'),
    }),
    stringify: (params) => params,
  },
  /** `division`: the team's division (the builder and every link set it): only its teams are read. */
  validateSearch: lazySchema(() => z.object({ division: optionalLinkId() })),
  loaderDeps: ({ search }) => ({ division: search.division }),
  // Imported when a team embed loads: what a loader imports, every embed's first load carries.
  loader: async ({ context, params, deps }) => {
    const { loadTeamEmbed } = await import('../../../../../features/team/team-embed')
    await loadTeamEmbed(context, { ...params, divisionIdx: deps.division })
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
