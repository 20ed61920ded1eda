import type { ApiClient } from '../../api/client'
import { populateFor } from '../../api/populate'
import { roundQueries, teamQueries } from '../../api/queries'
import { DRAW_STAGE_RELATIONS, GAME_LIST_RELATIONS, ROUND_DIVISION } from '../../api/round-views'
import type { RouterContext } from '../../lib/router-context'
import { embedTeamsQuery, embedTournamentQuery, requireEmbedAccess } from './embed-data'
import { notFoundOn404, pageNotFound } from '../../components/page'
import { isPublished, publicRounds } from '../../domain/visibility'

/**
 * What a team embed reads: the tournament as every embed reads it, the division's teams as a
 * bracket embed reads them (name, seed, marks; no players), and each public round of the
 * division with its games' teams, winner, court and sets, and the draws' rounds for their labels.
 * Nothing per game; while a round may change it alone is polled.
 */
export const TEAM_EMBED_ROUND_POPULATE = populateFor<'getRound'>()([
  ...ROUND_DIVISION,
  ...GAME_LIST_RELATIONS,
  ...DRAW_STAGE_RELATIONS,
])

export function teamEmbedRoundQuery(api: ApiClient, roundIdx: string) {
  return roundQueries.detail(api, roundIdx, TEAM_EMBED_ROUND_POPULATE)
}

/** The division's teams, or the whole tournament's when the link names no division. */
export function teamEmbedTeamsQuery(api: ApiClient, tournamentIdx: string, divisionIdx: string | undefined) {
  return divisionIdx
    ? embedTeamsQuery(api, tournamentIdx, divisionIdx)
    : teamQueries.list(api, tournamentIdx, { populate: ['division'] })
}

type Context = Pick<RouterContext, 'queryClient' | 'api' | 'session'>

export async function loadTeamEmbed(
  context: Context,
  ids: { tournamentIdx: string; teamIdx: string; divisionIdx: string | undefined },
): Promise<void> {
  requireEmbedAccess(context)
  const { queryClient, api } = context
  const [tournament, teams] = await Promise.all([
    queryClient.ensureQueryData(embedTournamentQuery(api, ids.tournamentIdx)),
    queryClient.ensureQueryData(teamEmbedTeamsQuery(api, ids.tournamentIdx, ids.divisionIdx)),
  ]).catch(notFoundOn404)
  const team = teams.find((each) => each.idx === ids.teamIdx)
  const division = tournament.divisions.find((each) => each.idx === team?.division?.idx)
  if (!team || !division) throw pageNotFound('not-found')
  if (!isPublished(tournament) || !division.isVisible) return
  await Promise.all(
    publicRounds(division.rounds).map((round) =>
      queryClient.ensureQueryData(teamEmbedRoundQuery(api, round.idx)),
    ),
  )
}
