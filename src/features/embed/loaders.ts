import { nextRoundDrawsQuery } from '../../api/next-round-draws'
import type { LoaderContext } from '../../lib/router-context'
import type { Division, Round } from '../../api/schemas'
import { notFoundOn404, pageNotFound } from '../../components/page'
import { tournamentHoldsRound } from '../../components/games'
import { nextRoundOfPoolRound } from '../../domain/pool-qualifying'
import { isPublished, publicRounds } from '../../domain/visibility'
import {
  embedRoundQuery,
  embedTeamsQuery,
  embedTournamentQuery,
  requireEmbedAccess,
  shownRound,
  type RoundParts,
} from './embed-data'
import type { EmbedLanguage } from './embed-options'
import { loadEmbedWords } from './language'

/**
 * Loaders of the embed pages: refuse before any request without a way to read, then the
 * tournament and the round in parallel. Seeds (the division's teams) follow without holding the
 * page back: the bracket shows at once and gains its seeds a moment later. Unlike a staff page's,
 * they are part of every embed's first load (vite.config.ts): what only one embed reads is
 * imported when it loads.
 */
type Context = LoaderContext

export async function loadTournamentEmbed(
  context: Context,
  tournamentIdx: string,
  podium: boolean,
): Promise<void> {
  requireEmbedAccess(context)
  const tournament = await context.queryClient
    .ensureQueryData(embedTournamentQuery(context.api, tournamentIdx))
    .catch(notFoundOn404)
  if (podium && isPublished(tournament)) await loadPodiums(context, tournament.divisions)
}

/**
 * `show=podium`: each public division's last round, so the podiums show with the page, and the
 * podium's code, which only these embeds import (lazy-podiums.tsx).
 */
async function loadPodiums(
  context: Context,
  divisions: readonly (Division & { rounds?: Round[] | null })[],
): Promise<void> {
  const { queryClient, api } = context
  const [{ podiumRoundQuery }, { podiumRounds }] = await Promise.all([
    import('../../api/views/podium'),
    import('../../domain/podium'),
    import('./EmbedPodiums'),
  ])
  await Promise.all(
    podiumRounds(divisions, { publicOnly: true }).map(({ round }) =>
      queryClient.ensureQueryData(podiumRoundQuery(api, round)).catch(() => undefined),
    ),
  )
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
  if (!tournamentHoldsRound(tournament, round)) throw pageNotFound('not-found')
  if (parts.bracket && round.division && (round.draws?.length ?? 0) > 0) {
    void queryClient.prefetchQuery(embedTeamsQuery(api, ids.tournamentIdx, round.division.idx))
  }
}

/** A division embed shows one round at a time: the one the link names, else the current one. */
export async function loadDivisionEmbed(
  context: Context,
  ids: { tournamentIdx: string; divisionIdx: string; roundIdx: string | undefined },
  parts: RoundParts,
  podium: { shown: boolean; only: boolean },
): Promise<void> {
  requireEmbedAccess(context)
  const tournament = await context.queryClient
    .ensureQueryData(embedTournamentQuery(context.api, ids.tournamentIdx))
    .catch(notFoundOn404)
  const division = tournament.divisions.find((each) => each.idx === ids.divisionIdx)
  if (!division) throw pageNotFound('not-found')
  // Not published: the page says so, and reads no round.
  if (!isPublished(tournament) || !division.isVisible) return
  const podiums = podium.shown ? loadPodiums(context, [division]) : undefined
  const round = podium.only ? undefined : shownRound(division, ids.roundIdx)
  if (round) await loadRoundEmbed(context, { tournamentIdx: ids.tournamentIdx, roundIdx: round.idx }, parts)
  await podiums
}

/**
 * A team embed: the tournament as every embed reads it, the team's list, then each public round
 * of its division. Its queries come when a team embed loads, and a team's words (the other embeds
 * do without them) alongside.
 */
export async function loadTeamEmbed(
  context: Context,
  ids: { tournamentIdx: string; teamIdx: string; divisionIdx: string | undefined },
  lang: EmbedLanguage,
): Promise<void> {
  const words = loadEmbedWords(lang, ['team'])
  const { teamEmbedRoundQuery, teamEmbedTeamsQuery } = await import('./team-embed')
  requireEmbedAccess(context)
  const { queryClient, api } = context
  const [tournament, teams] = await Promise.all([
    queryClient.ensureQueryData(embedTournamentQuery(api, ids.tournamentIdx)),
    queryClient.ensureQueryData(teamEmbedTeamsQuery(api, ids.tournamentIdx, ids.divisionIdx)),
  ]).catch(notFoundOn404)
  const team = teams.find((each) => each.idx === ids.teamIdx)
  const division = tournament.divisions.find((each) => each.idx === team?.division?.idx)
  if (!team || !division) throw pageNotFound('not-found')
  if (isPublished(tournament) && division.isVisible) {
    await Promise.all(
      publicRounds(division.rounds).map((round) =>
        queryClient.ensureQueryData(teamEmbedRoundQuery(api, round.idx)),
      ),
    )
  }
  await words
}
