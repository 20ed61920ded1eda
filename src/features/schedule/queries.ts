import type { ApiClient } from '../../api/client'
import { populateFor } from '../../api/populate'
import { roundQueries } from '../../api/queries'
import { DRAW_STAGE_RELATIONS, GAME_LIST_RELATIONS } from '../../api/round-views'
import { tournamentOutlineQuery } from '../../api/views/tournament'

/**
 * The schedule reads the tournament with its divisions and rounds (the outline the division and
 * round pages share) and each round's games: teams, winner, court and set scores, the pools (for
 * "1st of Pool A") and the draws' rounds (for "Semi-finals"). Nothing per game or per team.
 */
export const SCHEDULE_ROUND_POPULATE = populateFor<'getRound'>()([
  ...GAME_LIST_RELATIONS,
  ...DRAW_STAGE_RELATIONS,
])

export function scheduleTournamentQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentOutlineQuery(api, tournamentIdx)
}

export function scheduleRoundQuery(api: ApiClient, roundIdx: string) {
  return roundQueries.detail(api, roundIdx, SCHEDULE_ROUND_POPULATE)
}
