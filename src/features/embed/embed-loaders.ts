import { notFound } from '@tanstack/react-router'
import { nextRoundDrawsQuery } from '../../api/next-round-draws'
import type { RouterContext } from '../../lib/router-context'
import { notFoundOn404 } from '../../components/page'
import { tournamentHoldsRound } from '../../components/games'
import { nextRoundOfPoolRound } from '../../domain/pool-qualifying'
import { isPublished } from '../../domain/visibility'
import {
  embedRoundQuery,
  embedTeamsQuery,
  embedTournamentQuery,
  requireEmbedAccess,
  shownRound,
  type RoundParts,
} from './embed-data'

/**
 * Loaders of the embed routes: refuse before any request without a way to read, then the
 * tournament and the round in parallel. Seeds (the division's teams) follow without holding the
 * page back: the bracket shows at once and gains its seeds a moment later.
 */
type Context = Pick<RouterContext, 'queryClient' | 'api' | 'session'>

export async function loadTournamentEmbed(context: Context, tournamentIdx: string): Promise<void> {
  requireEmbedAccess(context)
  await context.queryClient
    .ensureQueryData(embedTournamentQuery(context.api, tournamentIdx))
    .catch(notFoundOn404)
}

export async function loadRoundEmbed(
  context: Context,
  ids: { tournamentIdx: string; roundIdx: string },
  parts: RoundParts,
): Promise<void> {
  requireEmbedAccess(context)
  const { queryClient, api } = context
  const tournamentRead = queryClient.ensureQueryData(embedTournamentQuery(api, ids.tournamentIdx))
  const [tournament, round] = await Promise.all([
    tournamentRead,
    queryClient.ensureQueryData(embedRoundQuery(api, ids.roundIdx, parts)),
    // A pool round's marks read the next round's draws: beside the round, so they show with the tables.
    parts.pools &&
      tournamentRead.then((read) => {
        const next = nextRoundOfPoolRound(read.divisions, ids.roundIdx)
        return next ? queryClient.prefetchQuery(nextRoundDrawsQuery(api, queryClient, next)) : undefined
      }),
  ]).catch(notFoundOn404)
  // A hand-edited link pairing a round with another tournament would show it in the wrong time zone.
  if (!tournamentHoldsRound(tournament, round)) throw notFound()
  if (parts.bracket && round.division && (round.draws?.length ?? 0) > 0) {
    void queryClient.prefetchQuery(embedTeamsQuery(api, ids.tournamentIdx, round.division.idx))
  }
}

/** A division embed shows one round at a time: the one the link names, else the current one. */
export async function loadDivisionEmbed(
  context: Context,
  ids: { tournamentIdx: string; divisionIdx: string; roundIdx: string | undefined },
  parts: RoundParts,
): Promise<void> {
  requireEmbedAccess(context)
  const tournament = await context.queryClient
    .ensureQueryData(embedTournamentQuery(context.api, ids.tournamentIdx))
    .catch(notFoundOn404)
  const division = tournament.divisions.find((each) => each.idx === ids.divisionIdx)
  if (!division) throw notFound()
  // Not published: the page says so, and reads no round.
  if (!isPublished(tournament) || !division.isVisible) return
  const round = shownRound(division, ids.roundIdx)
  if (round) await loadRoundEmbed(context, { tournamentIdx: ids.tournamentIdx, roundIdx: round.idx }, parts)
}
