import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices, linkIdParams } from '../../../../../components/page'
import { loadSchedulePage } from '../../../../../features/schedule/loaders'
import { SchedulePage } from '../../../../../features/schedule/SchedulePage'
import { scheduleSearchSchema } from '../../../../../features/schedule/search'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/schedule')({
  params: linkIdParams('tournamentIdx'),
  staticData: { skeleton: 'cards' },
  validateSearch: scheduleSearchSchema,
  // The day, filters and search are read from what is loaded: changing them loads nothing.
  loaderDeps: () => ({}),
  loader: ({ context, params }) => loadSchedulePage(context, params.tournamentIdx),
  component: function ScheduleRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <SchedulePage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
