import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import type { Division, Round } from '../../api/schemas'
import { roundHasDrawGames, seedListQuery } from '../../api/views/round'
import { tournamentHoldsRound } from '../../components/games/round-context'
import { roundTournamentQuery } from './find-tournament'

/*
 * What the round page reads besides the round, asked the same way by its loader (which waits for
 * it) and its component (which shows it, and asks again for what failed): `enabled` says when.
 */

/**
 * The round's tournament looked up from its division (getRound does not name it), when the link
 * names none (docs/decisions/0501). A round without a division (a team league's) has none to find.
 */
export function tournamentLookupQuery(
  api: ApiClient,
  round: Parameters<typeof roundTournamentQuery>[1],
  linkedTournament: string | undefined,
) {
  return queryOptions({
    ...roundTournamentQuery(api, round),
    enabled: !linkedTournament && !!round.division,
  })
}

/**
 * Seeds and Q/WC marks for the bracket: the division's teams, when the tournament holds the round
 * and the round has a bracket with games.
 */
export function bracketSeedsQuery(
  api: ApiClient,
  client: QueryClient,
  tournament: { idx: string; divisions: readonly Pick<Division, 'idx'>[] } | null | undefined,
  round: Pick<Round, 'division' | 'draws'>,
) {
  return queryOptions({
    ...seedListQuery(api, client, tournament?.idx ?? '', round.division?.idx),
    enabled:
      !!tournament && !!round.division && tournamentHoldsRound(tournament, round) && roundHasDrawGames(round),
  })
}
