import { createFileRoute } from '@tanstack/react-router'
import { DivisionPage } from '../../../../../../features/tournament/division/DivisionPage'
import {
  FirstPageInSlices,
  linkIdParams,
  notFoundOn404,
  pageNotFound,
} from '../../../../../../components/page'
import { prefetchPart } from '../../../../../-plumbing/prefetch-part'
import { teamListQuery } from '../../../../../../api/views/teams'
import { tournamentOutlineQuery } from '../../../../../../api/views/tournament'
import { PagePending } from '../../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/divisions/$divisionIdx')({
  params: linkIdParams('tournamentIdx', 'divisionIdx'),
  staticData: { skeleton: 'cards' },
  loader: async ({ context: { queryClient, api }, params: { tournamentIdx, divisionIdx } }) => {
    // Both at once; the teams are a part of the page that can fail on its own.
    const [tournament] = await Promise.all([
      queryClient.ensureQueryData(tournamentOutlineQuery(api, tournamentIdx)).catch(notFoundOn404),
      prefetchPart(queryClient, teamListQuery(api, tournamentIdx, divisionIdx)),
    ])
    if (!tournament.divisions.some((division) => division.idx === divisionIdx))
      throw pageNotFound('not-found')
  },
  component: function DivisionRoute() {
    const { tournamentIdx, divisionIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <DivisionPage tournamentIdx={tournamentIdx} divisionIdx={divisionIdx} />
      </FirstPageInSlices>
    )
  },
})
