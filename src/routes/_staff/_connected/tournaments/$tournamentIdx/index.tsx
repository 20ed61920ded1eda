import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices, linkIdParams, notFoundOn404 } from '../../../../../components/page'
import { tournamentPageQuery } from '../../../../../api/views/tournament'
import { TournamentPage } from '../../../../../features/tournament/TournamentPage'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/')({
  params: linkIdParams('tournamentIdx'),
  staticData: { skeleton: 'detail' },
  loader: async ({ context, params: { tournamentIdx } }) => {
    await context.queryClient
      .ensureQueryData(tournamentPageQuery(context.api, tournamentIdx))
      .catch(notFoundOn404)
  },
  component: function TournamentRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <TournamentPage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
