import { notFoundOn404 } from '../../components/page'
import { ensureRead } from '../../lib/early-read'
import { prefetchPart } from '../../lib/prefetch-part'
import type { LoaderContext } from '../../lib/router-context'
import { scheduleRoundQuery, scheduleTournamentQuery } from './queries'

/** `/tournaments/$tournamentIdx/schedule`: the tournament's outline, then every round's games. */
export async function loadSchedulePage({ queryClient, api }: LoaderContext, tournamentIdx: string) {
  const tournament = await ensureRead(queryClient, scheduleTournamentQuery(api, tournamentIdx)).catch(
    notFoundOn404,
  )
  // Each round is a part of the page that can fail on its own.
  await Promise.all(
    (tournament.divisions ?? []).flatMap((division) =>
      (division.rounds ?? []).map((round) => prefetchPart(queryClient, scheduleRoundQuery(api, round.idx))),
    ),
  )
}
