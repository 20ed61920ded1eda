import { createFileRoute } from '@tanstack/react-router'
import { EmbedPending } from '../../../../../../../features/embed/EmbedPending'
import { EmbedPoolPage } from '../../../../../../../features/embed/EmbedPoolPage'
import { loadRoundEmbed } from '../../../../../../../features/embed/loaders'
import { FirstPageInSlices, linkIdParams } from '../../../../../../../components/page'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/rounds/$roundIdx/pools/$poolIdx')({
  params: linkIdParams('tournamentIdx', 'roundIdx', 'poolIdx'),
  loader: ({ context, params }) => loadRoundEmbed(context, params, { pools: true, bracket: false }),
  component: function PoolEmbed() {
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedPoolPage {...Route.useParams()} />
      </FirstPageInSlices>
    )
  },
})
