import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { tournamentQueries } from '../../api/queries'
import type { Round, Tournament } from '../../api/schemas'
import { tournamentOutlineQuery } from '../../api/views/tournament'
import { likelyTournaments, playedDuring, roundHints, type RoundHints } from './tournament-search'

/** listTournaments' largest page. */
export const SEARCH_PAGE_SIZE = 100
/** At most this many list pages (500 tournaments) are read. */
export const SEARCH_MAX_PAGES = 5
/** At most this many tournaments are read to see whether they hold the division. */
export const SEARCH_MAX_TRIES = 3

/**
 * The tournament that holds a division, for a round opened from a link without `tournament=`
 * (docs/decisions/0501). First the tournaments already read (no request); then the tournament
 * list, 100 a page, each page's tournaments whose dates hold the round's first game read at once
 * (the list comes newest first, so a current round's tournament is on the first page), the others
 * in `likelyTournaments` order once the list is read. A tournament is read as the round page reads
 * it (`tournamentOutlineQuery`), so the one found is already in the cache. Bounded: at most
 * `SEARCH_MAX_PAGES` list pages and `SEARCH_MAX_TRIES` tournaments; null when none of them holds it.
 */
export async function findTournamentHolding(
  api: ApiClient,
  client: QueryClient,
  divisionIdx: string,
  hints: RoundHints,
): Promise<string | null> {
  const holds = (tournament: Pick<Tournament, 'divisions'> | undefined) =>
    tournament?.divisions?.some((division) => division.idx === divisionIdx) ?? false
  const known = client
    .getQueriesData<Pick<Tournament, 'idx' | 'divisions'>>({ queryKey: tournamentQueries.details() })
    .map(([, tournament]) => tournament)
    .find(holds)
  if (known) return known.idx

  const tried = new Set<string>()
  const tryTournament = async (idx: string) => {
    tried.add(idx)
    return holds(await client.fetchQuery(tournamentOutlineQuery(api, idx)))
  }
  const listed: Tournament[] = []
  for (let page = 0; page < SEARCH_MAX_PAGES; page++) {
    const offset = page * SEARCH_PAGE_SIZE
    const { data, meta } = await client.fetchQuery(
      tournamentQueries.list(api, { limit: SEARCH_PAGE_SIZE, offset }),
    )
    listed.push(...data)
    for (const tournament of likelyTournaments(data, hints)) {
      if (!playedDuring(tournament, hints) || tried.size >= SEARCH_MAX_TRIES) break
      if (tried.has(tournament.idx)) continue
      if (await tryTournament(tournament.idx)) return tournament.idx
    }
    if (tried.size >= SEARCH_MAX_TRIES) return null
    if (offset + data.length >= meta.total || data.length === 0) break
  }
  for (const tournament of likelyTournaments(listed, hints)) {
    if (tried.size >= SEARCH_MAX_TRIES) break
    if (tried.has(tournament.idx)) continue
    if (await tryTournament(tournament.idx)) return tournament.idx
  }
  return null
}

type RoundToPlace = Pick<Round, 'division' | 'createdAt'> & { games?: Round['games'] }

/**
 * The idx of the tournament holding the round's division, or null when it cannot be found. Kept
 * for the session: a division never moves to another tournament.
 */
export function roundTournamentQuery(api: ApiClient, round: RoundToPlace) {
  const divisionIdx = round.division?.idx ?? ''
  const hints = roundHints(round)
  // The hints only order the search (and the client is the app's one): the answer is the division's.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...tournamentQueries.all(), 'holding-division', divisionIdx] as const,
    queryFn: ({ client }) => findTournamentHolding(api, client, divisionIdx, hints),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
