import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient, Populated } from '../client'
import { populateFor } from '../populate'
import { ROUND_POPULATE, roundQuery } from '../first-reads'
import {
  DRAW_STAGE_RELATIONS,
  GAME_LIST_RELATIONS,
  POOL_TABLE_RELATIONS,
  ROUND_DIVISION,
} from '../round-views'
import { roundQueries, teamQueries } from '../queries'
import type { Round } from '../schemas'
import { teamListQuery } from './teams'

export { ROUND_POPULATE, roundQuery }

/** A round as the round page reads it. */
export type PageRound = Populated<'getRound', Round, typeof ROUND_POPULATE>

/**
 * A round as the order of play reads it: each round's games (teams, winner, court and set scores),
 * the pools (for "1st of Pool A") and the draws' rounds (for "Semi-finals"). Nothing per game or
 * per team. The tournament page's "Now" reads the same, so the order of play it links to is
 * already loaded.
 */
export const SCHEDULE_ROUND_POPULATE = populateFor<'getRound'>()([
  ...GAME_LIST_RELATIONS,
  ...DRAW_STAGE_RELATIONS,
])

export function scheduleRoundQuery(api: ApiClient, roundIdx: string) {
  return roundQueries.detail(api, roundIdx, SCHEDULE_ROUND_POPULATE)
}

/** Whether the round has a bracket with games, whose seeds and entry marks come from its teams. */
export function roundHasDrawGames(round: Pick<Round, 'draws'>): boolean {
  return (round.draws ?? []).some((draw) =>
    (draw.rounds ?? []).some((drawRound) => (drawRound.games ?? []).length > 0),
  )
}

/**
 * A round as a team's games read it (the team page, My teams, the alerts): every game once, on the
 * flat list, with its teams, winner, court and sets; the draws bare (which draw round each game is
 * in and its slots: "Winner of game 14", a draw's places); the pool tables (the team's rows, what
 * it can still reach). Not the bracket's games with their relations again, as the round page reads
 * them: for a 128 draw that is 278 KB instead of 380 (41 KB in gzip instead of 66), and as much
 * less to check and keep (decision 3700).
 */
export const TEAM_ROUND_POPULATE = populateFor<'getRound'>()([
  ...ROUND_DIVISION,
  ...GAME_LIST_RELATIONS,
  ...DRAW_STAGE_RELATIONS,
  ...POOL_TABLE_RELATIONS,
])

export function teamRoundQuery(api: ApiClient, roundIdx: string) {
  return roundQueries.detail(api, roundIdx, TEAM_ROUND_POPULATE)
}

/**
 * The round page shows a team's seed and its entry mark (Q, WC, LL), plain fields of a team: it
 * asks for no player, captain or league team. `division` is the smallest list that can be sent
 * (no `populate` means the default, which brings every player).
 */
export const SEED_POPULATE = populateFor<'listTeams'>()(['division'])

/** Seeds and entry marks change when a draw is made, not while it is played. */
const SEEDS_STALE_MS = 5 * 60_000

/**
 * The division's teams for their seeds and marks. A list of the division's teams with players
 * already read (the division page's, one click away) holds the same fields, so it is used as is.
 */
export function seedListQuery(
  api: ApiClient,
  client: QueryClient,
  tournamentIdx: string,
  divisionIdx: string | undefined,
) {
  const withPlayers = teamListQuery(api, tournamentIdx, divisionIdx).queryKey
  return queryOptions({
    ...teamQueries.list(api, tournamentIdx, { division: divisionIdx, populate: SEED_POPULATE }),
    staleTime: SEEDS_STALE_MS,
    initialData: () => client.getQueryData(withPlayers),
    initialDataUpdatedAt: () => client.getQueryState(withPlayers)?.dataUpdatedAt,
  })
}
