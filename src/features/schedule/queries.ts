import type { ApiClient } from '../../api/client'
import { tournamentOutlineQuery } from '../../api/views/tournament'

export { scheduleRoundQuery } from '../../api/views/round'

/**
 * The schedule reads the tournament with its divisions and rounds (the outline the division and
 * round pages share) and each round's games (`scheduleRoundQuery`).
 */
export function scheduleTournamentQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentOutlineQuery(api, tournamentIdx)
}
