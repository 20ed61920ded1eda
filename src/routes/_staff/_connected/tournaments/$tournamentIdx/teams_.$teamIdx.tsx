import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { teamListQuery, tournamentOutlineQuery } from '../../../../../api/first-reads'
import { readEarly } from '../../../../../lib/early-read'
import { lazySchema } from '../../../../../lib/lazy-schema'
import { FirstPageInSlices, linkIdParams, optionalLinkId } from '../../../../../components/page'
import { loadTeamPage } from '../../../../../features/team/loaders'
import { TeamPage } from '../../../../../features/team/TeamPage'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/teams_/$teamIdx')({
  params: linkIdParams('tournamentIdx', 'teamIdx'),
  staticData: { skeleton: 'detail' },
  /** `division`: the team's division, set by every in-app link, so only its teams are read. */
  validateSearch: lazySchema(() => z.object({ division: optionalLinkId() })),
  loaderDeps: ({ search }) => ({ division: search.division }),
  // The tournament and the team's list, sent while the page's chunk is on its way: decision 3700.
  beforeLoad: ({ context, params, search }) => {
    readEarly(context.queryClient, tournamentOutlineQuery(context.api, params.tournamentIdx))
    readEarly(context.queryClient, teamListQuery(context.api, params.tournamentIdx, search.division))
  },
  loader: ({ context, params, deps }) => loadTeamPage(context, { ...params, divisionIdx: deps.division }),
  component: function TeamRoute() {
    const { tournamentIdx, teamIdx } = Route.useParams()
    const { division } = Route.useSearch()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <TeamPage tournamentIdx={tournamentIdx} teamIdx={teamIdx} divisionIdx={division} />
      </FirstPageInSlices>
    )
  },
})
