import type { ApiClient } from '../../api/client'
import { populateFor } from '../../api/populate'
import { roundQueries } from '../../api/queries'

/**
 * What the round page shows: its division, the pools' standings with every statistic, the flat
 * game list with teams, winner, court and scores with sets (the default gives the flat list no
 * score), and the draws with their games for the bracket.
 */
export const ROUND_POPULATE = populateFor<'getRound'>()([
  'division',
  'pools',
  'pools.standings',
  'pools.standings.team',
  'pools.standings.teamStats',
  'games',
  'games.homeTeam',
  'games.awayTeam',
  'games.winner',
  'games.court',
  'games.score',
  'games.score.sets',
  'draws',
  'draws.rounds',
  'draws.rounds.games',
  'draws.rounds.games.homeTeam',
  'draws.rounds.games.awayTeam',
  'draws.rounds.games.winner',
  'draws.rounds.games.court',
  'draws.rounds.games.score',
  'draws.rounds.games.score.sets',
])

export function roundQuery(api: ApiClient, roundIdx: string) {
  return roundQueries.detail(api, roundIdx, ROUND_POPULATE)
}
