import { createFileRoute } from '@tanstack/react-router'
import { EmbedPending } from '../../../../../../features/embed/EmbedPending'
import { EmbedRoundPage } from '../../../../../../features/embed/EmbedRoundPage'
import { roundParts } from '../../../../../../features/embed/embed-data'
import { loadRoundEmbed } from '../../../../../../features/embed/loaders'
import { embedOptions } from '../../../../../../features/embed/embed-options'
import { FirstPageInSlices, linkIdParams } from '../../../../../../components/page'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/rounds/$roundIdx/')({
  params: linkIdParams('tournamentIdx', 'roundIdx'),
  loaderDeps: ({ search }) => ({ parts: roundParts(embedOptions(search).show) }),
  loader: ({ context, params, deps }) => loadRoundEmbed(context, params, deps.parts),
  component: function RoundEmbed() {
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedRoundPage {...Route.useParams()} />
      </FirstPageInSlices>
    )
  },
})
