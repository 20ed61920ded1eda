import { createFileRoute } from '@tanstack/react-router'
import { EmbedPending } from '../../../../features/embed/EmbedPending'
import { EmbedTournamentPage } from '../../../../features/embed/EmbedTournamentPage'
import { loadTournamentEmbed } from '../../../../features/embed/loaders'
import { podiumPart } from '../../../../features/embed/embed-data'
import { embedOptions } from '../../../../features/embed/embed-options'
import { FirstPageInSlices, linkIdParams } from '../../../../components/page'

export const Route = createFileRoute('/embed/tournaments/$tournamentIdx/')({
  params: linkIdParams('tournamentIdx'),
  loaderDeps: ({ search }) => ({ podium: podiumPart(embedOptions(search).show).shown }),
  loader: ({ context, params, deps }) => loadTournamentEmbed(context, params.tournamentIdx, deps.podium),
  component: function TournamentEmbed() {
    return (
      <FirstPageInSlices fallback={<EmbedPending />}>
        <EmbedTournamentPage tournamentIdx={Route.useParams().tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
