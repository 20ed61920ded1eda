import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices, linkIdParams, notFoundOn404 } from '../../../../../components/page'
import { prefetchPart } from '../../../../-plumbing/prefetch-part'
import { teamListQuery, teamsPageTournamentQuery } from '../../../../../api/views/teams'
import { teamsSearchSchema } from '../../../../../features/team-list/search'
import { TeamsPage } from '../../../../../features/team-list/TeamsPage'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/teams')({
  params: linkIdParams('tournamentIdx'),
  staticData: { skeleton: 'cards' },
  validateSearch: teamsSearchSchema,
  loaderDeps: ({ search }) => ({ division: search.division }),
  // The search is client-side: typing in it loads nothing.
  loader: async ({ context: { queryClient, api }, params: { tournamentIdx }, deps }) => {
    // Both at once; the teams are a part of the page that can fail on its own.
    await Promise.all([
      queryClient.ensureQueryData(teamsPageTournamentQuery(api, tournamentIdx)).catch(notFoundOn404),
      prefetchPart(queryClient, teamListQuery(api, tournamentIdx, deps.division)),
    ])
  },
  component: function TeamsRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <TeamsPage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
