import { createFileRoute } from '@tanstack/react-router'
import { EmbedPending } from '../../../../features/embed/EmbedPending'
import { EmbedTournamentPage } from '../../../../features/embed/EmbedTournamentPage'
import { loadTournamentEmbed } from '../../../../features/embed/loaders'
import { FirstPageInSlices, linkIdParams } from '../../../../components/page'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/')({
  params: linkIdParams('tournamentIdx'),
  loader: ({ context, params }) => loadTournamentEmbed(context, params.tournamentIdx),
  component: function TournamentEmbed() {
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedTournamentPage tournamentIdx={Route.useParams().tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
