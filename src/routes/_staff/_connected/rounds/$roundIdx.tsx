import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { roundQuery } from '../../../../api/first-reads'
import { readEarly } from '../../../../lib/early-read'
import { lazySchema } from '../../../../lib/lazy-schema'
import { FirstPageInSlices, linkIdParams, optionalLinkId } from '../../../../components/page'
import { loadRoundPage } from '../../../../features/round/loaders'
import { RoundPage } from '../../../../features/round/RoundPage'
import { PagePending } from '../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/rounds/$roundIdx')({
  params: linkIdParams('roundIdx'),
  staticData: { skeleton: 'round' },
  /**
   * `tournament`: the round's tournament, set by every in-app link; `draw`: the draw shown; `game`:
   * a game to bring into view (links from the order of play); `team`: the team whose path the
   * bracket highlights (a link from its team page).
   */
  validateSearch: lazySchema(() =>
    z.object({
      tournament: optionalLinkId(),
      draw: optionalLinkId(),
      game: optionalLinkId(),
      team: optionalLinkId(),
    }),
  ),
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  // The round, sent while the page's chunk (and its loader) is on its way: decision 3700.
  beforeLoad: ({ context, params }) =>
    readEarly(context.queryClient, roundQuery(context.api, params.roundIdx)),
  loader: ({ context, params, deps }) =>
    loadRoundPage(context, { roundIdx: params.roundIdx, tournamentIdx: deps.tournament }),
  component: function RoundRoute() {
    const { roundIdx } = Route.useParams()
    const { tournament } = Route.useSearch()
    return (
      <FirstPageInSlices fallback={<PagePending />}>
        <RoundPage roundIdx={roundIdx} tournamentIdx={tournament} />
      </FirstPageInSlices>
    )
  },
})
