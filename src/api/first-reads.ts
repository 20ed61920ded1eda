import type { ApiClient } from './client'
import { populateFor } from './populate'
import { roundQueries, teamQueries, tournamentQueries } from './queries'
import {
  BRACKET_COURT_RELATIONS,
  BRACKET_RELATIONS,
  GAME_LIST_RELATIONS,
  POOL_TABLE_RELATIONS,
  ROUND_DIVISION,
} from './round-views'

/**
 * The first requests of the staff pages whose code loads apart from start-up (the round page, the
 * order of play, the team page): defined here, in start-up's chunk, so that a page's route sends
 * them as soon as it matches, while the page's own chunk is still on its way (`readEarly`,
 * lib/early-read.ts; decision 3700). `api/views/` re-exports them; every page reads them from there.
 */

/**
 * What the round page shows: its division, every view of a round (the pool tables, the flat game
 * list, the bracket) and the bracket games' courts.
 */
export const ROUND_POPULATE = populateFor<'getRound'>()([
  ...ROUND_DIVISION,
  ...POOL_TABLE_RELATIONS,
  ...GAME_LIST_RELATIONS,
  ...BRACKET_RELATIONS,
  ...BRACKET_COURT_RELATIONS,
])

export function roundQuery(api: ApiClient, roundIdx: string) {
  return roundQueries.detail(api, roundIdx, ROUND_POPULATE)
}

/**
 * The tournament with its divisions and their rounds: the division page (the API has no "get
 * division") and the round page (time zone, court names, standing columns, breadcrumbs, the
 * division's other rounds) share it, so going from one to the other asks for it once.
 */
export const TOURNAMENT_OUTLINE_POPULATE = populateFor<'getTournament'>()(['divisions', 'divisions.rounds'])

export function tournamentOutlineQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentQueries.detail(api, tournamentIdx, TOURNAMENT_OUTLINE_POPULATE)
}

/**
 * What a team card shows: players (avatar, names), the captain, the league team (null outside
 * league formats) and the division. The division page, the teams page and the round page (seeds
 * and Q/WC marks in the bracket) ask with the same list, so a division's teams are fetched once.
 */
export const TEAM_POPULATE = populateFor<'listTeams'>()([
  'playerProfiles',
  'captainProfile',
  'leagueTeam',
  'division',
])

export function teamListQuery(api: ApiClient, tournamentIdx: string, divisionIdx?: string) {
  return teamQueries.list(api, tournamentIdx, { division: divisionIdx, populate: TEAM_POPULATE })
}
