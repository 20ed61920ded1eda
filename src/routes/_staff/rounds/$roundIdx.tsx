import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '../../../lib/lazy-schema'
import {
  FirstPageInSlices,
  isV4Uuid,
  notFoundOn404,
  optionalLinkId,
  PageSkeleton,
  RouteErrorView,
  RouteNotFoundView,
  ValidLinkIds,
} from '../../../components/page'
import { prefetchPart } from '../../-plumbing/prefetch-part'
import { requireConnection } from '../../-plumbing/require-connection'
import { roundTournamentQuery } from '../../../features/round/find-tournament'
import { roundHasDrawGames, roundQuery, seedListQuery } from '../../../api/views/round'
import { drawRoundDivision, tournamentHoldsRound } from '../../../components/games/round-context'
import { RoundPage } from '../../../features/round/RoundPage'
import { tournamentOutlineQuery } from '../../../api/views/tournament'
import { nextRoundDrawsQuery } from '../../../api/next-round-draws'
import { nextRoundOfPoolRound } from '../../../domain/pool-qualifying'

export const Route = createFileRoute('/_staff/rounds/$roundIdx')({
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
  beforeLoad: requireConnection,
  loader: async ({ context: { queryClient, api }, params: { roundIdx }, deps: { tournament } }) => {
    if (!isV4Uuid(roundIdx)) return
    const outlineQuery = tournament ? tournamentOutlineQuery(api, tournament) : null
    const [round] = await Promise.all([
      queryClient.ensureQueryData(roundQuery(api, roundIdx)).catch(notFoundOn404),
      // A part of the page: if it fails, the round is still shown, in UTC. The small outline comes
      // before the round: when it lists the round as a draw's, its seeds are asked for at once.
      outlineQuery &&
        prefetchPart(queryClient, outlineQuery).then(() => {
          const outline = queryClient.getQueryData(outlineQuery.queryKey)
          const division = outline && drawRoundDivision(outline, roundIdx)
          // A pool round's marks read the next round's draws: with the round, not after it.
          const next = outline && nextRoundOfPoolRound(outline.divisions, roundIdx)
          return Promise.all([
            division && prefetchPart(queryClient, seedListQuery(api, queryClient, outline.idx, division)),
            next && prefetchPart(queryClient, nextRoundDrawsQuery(api, queryClient, next)),
          ])
        }),
    ])
    if (!tournament && round.division) {
      // A link made outside the viewer: look the tournament up from the round's division, and
      // write it into the address, so that a refresh or a copy of the link need not look again.
      const search = roundTournamentQuery(api, round)
      await prefetchPart(queryClient, search)
      const found = queryClient.getQueryData(search.queryKey)
      if (found) {
        throw redirect({
          to: '/rounds/$roundIdx',
          params: { roundIdx },
          search: (previous) => ({ ...previous, tournament: found }),
          replace: true,
        })
      }
    }
    // Seeds and Q/WC marks for the bracket, when the tournament is the round's (already read, when
    // the outline said the round was a draw's).
    const outline = outlineQuery && queryClient.getQueryData(outlineQuery.queryKey)
    if (outline && round.division && tournamentHoldsRound(outline, round) && roundHasDrawGames(round)) {
      await prefetchPart(queryClient, seedListQuery(api, queryClient, outline.idx, round.division.idx))
    }
  },
  component: function RoundRoute() {
    const { roundIdx } = Route.useParams()
    const { tournament } = Route.useSearch()
    return (
      <FirstPageInSlices fallback={<PageSkeleton kind="round" />}>
        <ValidLinkIds ids={[roundIdx]}>
          <RoundPage roundIdx={roundIdx} tournamentIdx={tournament} />
        </ValidLinkIds>
      </FirstPageInSlices>
    )
  },
  pendingComponent: () => <PageSkeleton kind="round" />,
  errorComponent: RouteErrorView,
  notFoundComponent: RouteNotFoundView,
})
