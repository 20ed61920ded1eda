import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices, linkIdParams } from '../../../../../components/page'
import { loadTournamentPage } from '../../../../../features/tournament/loaders'
import { TournamentPage } from '../../../../../features/tournament/TournamentPage'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/')({
  params: linkIdParams('tournamentIdx'),
  staticData: { skeleton: 'detail' },
  loader: ({ context, params }) => loadTournamentPage(context, params.tournamentIdx),
  component: function TournamentRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <TournamentPage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
