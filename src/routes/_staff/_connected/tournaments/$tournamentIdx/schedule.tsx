import { createFileRoute } from '@tanstack/react-router'
import { tournamentOutlineQuery } from '../../../../../api/first-reads'
import { FirstPageInSlices, linkIdParams } from '../../../../../components/page'
import { loadSchedulePage } from '../../../../../features/schedule/loaders'
import { SchedulePage } from '../../../../../features/schedule/SchedulePage'
import { scheduleSearchSchema } from '../../../../../features/schedule/search'
import { readEarly } from '../../../../../lib/early-read'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/schedule')({
  params: linkIdParams('tournamentIdx'),
  staticData: { skeleton: 'cards' },
  validateSearch: scheduleSearchSchema,
  // The day, filters and search are read from what is loaded: changing them loads nothing.
  loaderDeps: () => ({}),
  // The tournament (the order of play's scheduleTournamentQuery), sent while the page's chunk is
  // on its way: decision 3700.
  beforeLoad: ({ context, params }) =>
    readEarly(context.queryClient, tournamentOutlineQuery(context.api, params.tournamentIdx)),
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
