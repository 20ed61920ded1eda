import { createFileRoute } from '@tanstack/react-router'
import { EmbedDrawPage } from '../../../../../../../features/embed/EmbedDrawPage'
import { EmbedPending } from '../../../../../../../features/embed/EmbedPending'
import { loadRoundEmbed } from '../../../../../../../features/embed/loaders'
import { FirstPageInSlices, linkIdParams } from '../../../../../../../components/page'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/rounds/$roundIdx/draws/$drawIdx')({
  params: linkIdParams('tournamentIdx', 'roundIdx', 'drawIdx'),
  loader: ({ context, params }) => loadRoundEmbed(context, params, { pools: false, bracket: true }),
  component: function DrawEmbed() {
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedDrawPage {...Route.useParams()} />
      </FirstPageInSlices>
    )
  },
})
