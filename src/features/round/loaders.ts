import { redirect } from '@tanstack/react-router'
import { nextRoundDrawsQuery } from '../../api/next-round-draws'
import { roundQuery, seedListQuery } from '../../api/views/round'
import { tournamentOutlineQuery } from '../../api/views/tournament'
import { drawRoundDivision } from '../../components/games/round-context'
import { nextRoundOfPoolRound } from '../../domain/pool-qualifying'
import { notFoundOn404 } from '../../components/page'
import { ensureRead } from '../../lib/early-read'
import { prefetchPart } from '../../lib/prefetch-part'
import type { LoaderContext } from '../../lib/router-context'
import { bracketSeedsQuery, tournamentLookupQuery } from './round-page-queries'

/**
 * `/rounds/$roundIdx?tournament=…`: the round, its tournament's outline (a part of the page: if it
 * fails, the round is still shown, in UTC) and the bracket's seeds. Without `tournament=`, the
 * tournament is looked up and written into the address.
 */
export async function loadRoundPage(
  { queryClient, api }: LoaderContext,
  { roundIdx, tournamentIdx }: { roundIdx: string; tournamentIdx: string | undefined },
): Promise<void> {
  const outlineQuery = tournamentIdx ? tournamentOutlineQuery(api, tournamentIdx) : null
  const [round] = await Promise.all([
    ensureRead(queryClient, roundQuery(api, roundIdx)).catch(notFoundOn404),
    // The small outline comes before the round: when it lists the round as a draw's, its seeds
    // are asked for at once.
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
  const lookup = tournamentLookupQuery(api, round, tournamentIdx)
  if (lookup.enabled) {
    // A link made outside the viewer: write the tournament found into the address, so that a
    // refresh or a copy of the link need not look again.
    await prefetchPart(queryClient, lookup)
    const found = queryClient.getQueryData(lookup.queryKey)
    if (found) {
      throw redirect({
        to: '/rounds/$roundIdx',
        params: { roundIdx },
        search: (previous) => ({ ...previous, tournament: found }),
        replace: true,
      })
    }
  }
  // Already read when the outline said the round was a draw's.
  const seeds = bracketSeedsQuery(
    api,
    queryClient,
    outlineQuery && queryClient.getQueryData(outlineQuery.queryKey),
    round,
  )
  if (seeds.enabled) await prefetchPart(queryClient, seeds)
}
