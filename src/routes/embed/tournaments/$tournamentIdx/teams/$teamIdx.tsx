import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '../../../../../lib/lazy-schema'
import { embedOptions } from '../../../../../features/embed/embed-options'
import { EmbedPending } from '../../../../../features/embed/EmbedPending'
import { loadTeamEmbed } from '../../../../../features/embed/loaders'
import { FirstPageInSlices, linkIdParams, optionalLinkId } from '../../../../../components/page'
import { EmbedTeamPage } from '../../../../../features/embed/EmbedTeamPage'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/teams/$teamIdx')({
  params: linkIdParams('tournamentIdx', 'teamIdx'),
  /** `division`: the team's division (the builder and every link set it): only its teams are read. */
  validateSearch: lazySchema(() => z.object({ division: optionalLinkId() })),
  loaderDeps: ({ search }) => ({ division: search.division, lang: embedOptions(search).lang }),
  loader: ({ context, params, deps }) =>
    loadTeamEmbed(context, { ...params, divisionIdx: deps.division }, deps.lang),
  component: function TeamEmbed() {
    const params = Route.useParams()
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedTeamPage {...params} divisionIdx={Route.useSearch().division} />
      </FirstPageInSlices>
    )
  },
})
