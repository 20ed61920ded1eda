import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '../../../../../lib/lazy-schema'
import { EmbedDivisionPage } from '../../../../../features/embed/EmbedDivisionPage'
import { EmbedPending } from '../../../../../features/embed/EmbedPending'
import { podiumPart, roundParts } from '../../../../../features/embed/embed-data'
import { loadDivisionEmbed } from '../../../../../features/embed/loaders'
import { embedOptions } from '../../../../../features/embed/embed-options'
import { FirstPageInSlices, linkIdParams, optionalLinkId } from '../../../../../components/page'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/divisions/$divisionIdx')({
  params: linkIdParams('tournamentIdx', 'divisionIdx'),
  validateSearch: lazySchema(() => z.object({ round: optionalLinkId() })),
  loaderDeps: ({ search }) => ({
    round: search.round,
    parts: roundParts(embedOptions(search).show),
    podium: podiumPart(embedOptions(search).show),
  }),
  loader: ({ context, params, deps }) =>
    loadDivisionEmbed(context, { ...params, roundIdx: deps.round }, deps.parts, deps.podium),
  component: function DivisionEmbed() {
    const params = Route.useParams()
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedDivisionPage {...params} roundIdx={Route.useSearch().round} />
      </FirstPageInSlices>
    )
  },
})
