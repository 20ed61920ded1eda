import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices, linkIdParams, notFoundOn404 } from '../../../../../components/page'
import { prefetchPart } from '../../../../-plumbing/prefetch-part'
import { scheduleRoundQuery, scheduleTournamentQuery } from '../../../../../features/schedule/queries'
import { SchedulePage } from '../../../../../features/schedule/SchedulePage'
import { scheduleSearchSchema } from '../../../../../features/schedule/search'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/schedule')({
  params: linkIdParams('tournamentIdx'),
  staticData: { skeleton: 'cards' },
  validateSearch: scheduleSearchSchema,
  // The day, filters and search are read from what is loaded: changing them loads nothing.
  loaderDeps: () => ({}),
  loader: async ({ context: { queryClient, api }, params: { tournamentIdx } }) => {
    const tournament = await queryClient
      .ensureQueryData(scheduleTournamentQuery(api, tournamentIdx))
      .catch(notFoundOn404)
    // Each round is a part of the page that can fail on its own.
    await Promise.all(
      (tournament.divisions ?? []).flatMap((division) =>
        (division.rounds ?? []).map((round) => prefetchPart(queryClient, scheduleRoundQuery(api, round.idx))),
      ),
    )
  },
  component: function ScheduleRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <SchedulePage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
