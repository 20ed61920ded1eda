import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices, linkIdParams } from '../../../../../components/page'
import { loadTeamsPage } from '../../../../../features/team-list/loaders'
import { teamsSearchSchema } from '../../../../../features/team-list/search'
import { TeamsPage } from '../../../../../features/team-list/TeamsPage'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/teams')({
  params: linkIdParams('tournamentIdx'),
  staticData: { skeleton: 'cards' },
  validateSearch: teamsSearchSchema,
  loaderDeps: ({ search }) => ({ division: search.division }),
  // The search is client-side: typing in it loads nothing.
  loader: ({ context, params, deps }) =>
    loadTeamsPage(context, { tournamentIdx: params.tournamentIdx, divisionIdx: deps.division }),
  component: function TeamsRoute() {
    const { tournamentIdx } = Route.useParams()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <TeamsPage tournamentIdx={tournamentIdx} />
      </FirstPageInSlices>
    )
  },
})
