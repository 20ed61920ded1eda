import type { ApiClient } from '../../api/client'
import { populateFor } from '../../api/populate'
import { roundQueries, teamQueries } from '../../api/queries'
import { DRAW_STAGE_RELATIONS, GAME_LIST_RELATIONS, ROUND_DIVISION } from '../../api/round-views'
import { embedTeamsQuery } from './embed-data'

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
