import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '../../../../../lib/lazy-schema'
import {
  FirstPageInSlices,
  linkIdParams,
  notFoundOn404,
  pageNotFound,
  optionalLinkId,
} from '../../../../../components/page'
import { TeamPage } from '../../../../../features/team/TeamPage'
import { PagePending } from '../../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/$tournamentIdx/teams_/$teamIdx')({
  params: linkIdParams('tournamentIdx', 'teamIdx'),
  staticData: { skeleton: 'detail' },
  /** `division`: the team's division, set by every in-app link, so only its teams are read. */
  validateSearch: lazySchema(() => z.object({ division: optionalLinkId() })),
  loaderDeps: ({ search }) => ({ division: search.division }),
  loader: async ({ context: { queryClient, api }, params: { tournamentIdx, teamIdx }, deps }) => {
    // Imported here, not above: what a loader imports, every page (embeds too) loads.
    const { loadTeamPage } = await import('../../../../../features/team/queries')
    const found = await loadTeamPage(queryClient, api, {
      tournamentIdx,
      teamIdx,
      divisionIdx: deps.division,
    }).catch(notFoundOn404)
    if (!found) throw pageNotFound('not-found')
  },
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
