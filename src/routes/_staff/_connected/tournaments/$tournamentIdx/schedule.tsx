import { createFileRoute } from '@tanstack/react-router'
import {
  FirstPageInSlices,
  linkIdParams,
  notFoundOn404,
  PageSkeleton,
  RouteErrorView,
  RouteNotFoundView,
} from '../../../../../components/page'
import { prefetchPart } from '../../../../-plumbing/prefetch-part'
import { scheduleRoundQuery, scheduleTournamentQuery } from '../../../../../features/schedule/queries'
import { SchedulePage } from '../../../../../features/schedule/SchedulePage'
import { scheduleSearchSchema } from '../../../../../features/schedule/search'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/schedule')({
  params: linkIdParams('tournamentIdx'),
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
      <FirstPageInSlices fallback={<PageSkeleton kind="cards" />}>
        <SchedulePage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
  pendingComponent: () => <PageSkeleton kind="cards" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
