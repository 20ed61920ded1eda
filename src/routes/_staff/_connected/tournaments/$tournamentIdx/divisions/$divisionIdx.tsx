import { createFileRoute } from '@tanstack/react-router'
import { DivisionPage } from '../../../../../../features/tournament/division/DivisionPage'
import { loadDivisionPage } from '../../../../../../features/tournament/division/loaders'
import { FirstPageInSlices, linkIdParams } from '../../../../../../components/page'
import { PagePending } from '../../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/divisions/$divisionIdx')({
  params: linkIdParams('tournamentIdx', 'divisionIdx'),
  staticData: { skeleton: 'cards' },
  loader: ({ context, params }) => loadDivisionPage(context, params),
  component: function DivisionRoute() {
    const { tournamentIdx, divisionIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <DivisionPage tournamentIdx={tournamentIdx} divisionIdx={divisionIdx} />
      </FirstPageInSlices>
    )
  },
})
