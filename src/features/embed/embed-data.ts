import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { populateFor } from '../../api/populate'
import { roundQueries, teamQueries, tournamentQueries } from '../../api/queries'
import { BRACKET_RELATIONS, POOL_TABLE_RELATIONS, ROUND_DIVISION } from '../../api/round-views'
import type { Division, Round, Tournament } from '../../api/schemas'
import type { RouterContext } from '../../lib/router-context'
import { isPublished, publicRounds, roundVisibility } from '../../domain/visibility'
import type { EmbedPart } from './embed-options'

/**
 * What embeds read, and no more. Every embed page reads the tournament once (name, time zone,
 * court names, standing columns, public page, its divisions and rounds: one cache entry shared by
 * every embed page) and, while the tournament may change, polls one resource: the round it shows,
 * or the tournament on the overview. A visitor's page load costs two requests (three with seeds for
 * a bracket); each refresh, one.
 */
export const EMBED_TOURNAMENT_POPULATE = populateFor<'getTournament'>()(['club', 'divisions.rounds'])

/*
 * The pool table and the bracket as every page reads them (api/round-views.ts), with the round's
 * division, which an embed names on its context line and asks its seeds by. A venue screen reads
 * the same views without it: it names the division from the tournament it reads.
 */
export const POOLS_POPULATE = populateFor<'getRound'>()([...ROUND_DIVISION, ...POOL_TABLE_RELATIONS])
export const BRACKET_POPULATE = populateFor<'getRound'>()([...ROUND_DIVISION, ...BRACKET_RELATIONS])
export const POOLS_AND_BRACKET_POPULATE = populateFor<'getRound'>()([...POOLS_POPULATE, ...BRACKET_POPULATE])

/** Seeds and Q / WC / LL marks of a bracket; `division` is the smallest relation there is to ask. */
const TEAMS_POPULATE = populateFor<'listTeams'>()(['division'])

export function embedTournamentQuery(api: ApiClient, tournamentIdx: string) {
  return tournamentQueries.detail(api, tournamentIdx, EMBED_TOURNAMENT_POPULATE)
}

export interface RoundParts {
  pools: boolean
  bracket: boolean
}

export function roundParts(show: readonly EmbedPart[]): RoundParts {
  const pools = show.includes('pools')
  const bracket = show.includes('bracket')
  // Showing neither would show nothing: the link means the round as a whole.
  return pools || bracket ? { pools, bracket } : { pools: true, bracket: true }
}

/**
 * Whether a link shows the podium (`show=podium`), and whether only it: a division embed naming
 * the podium and neither pools nor bracket shows no round at all.
 */
export function podiumPart(show: readonly EmbedPart[]): { shown: boolean; only: boolean } {
  const shown = show.includes('podium')
  return { shown, only: shown && !show.includes('pools') && !show.includes('bracket') }
}

/** The round with the relations the shown parts need, typed as the plain Round: they depend on the link. */
export function embedRoundQuery(api: ApiClient, roundIdx: string, parts: RoundParts) {
  const populate =
    parts.pools && !parts.bracket
      ? POOLS_POPULATE
      : parts.bracket && !parts.pools
        ? BRACKET_POPULATE
        : POOLS_AND_BRACKET_POPULATE
  // The staff pages' cache key for the same request; the data typed as the plain Round.
  const queryKey: readonly unknown[] = roundQueries.detail(api, roundIdx, populate).queryKey
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<Round> => api.getRound(roundIdx, { populate }, { signal }),
  })
}

export function embedTeamsQuery(api: ApiClient, tournamentIdx: string, divisionIdx: string) {
  return teamQueries.list(api, tournamentIdx, { division: divisionIdx, populate: TEAMS_POPULATE })
}

/**
 * The round a division embed shows: the one its link names while it is visible, else the first
 * visible round not yet over, else the last visible one.
 */
export function shownRound(
  division: Pick<Division, 'rounds'>,
  roundIdx: string | undefined,
): Round | undefined {
  const rounds = publicRounds(division.rounds)
  return (
    rounds.find((round) => round.idx === roundIdx) ??
    rounds.find((round) => !round.hasNextRoundTransitioned) ??
    rounds.at(-1)
  )
}

/**
 * Whether an embed may show this round of this tournament: never a draft's, a hidden round or a
 * round of a hidden division (tournament/visibility.ts), even when its link names it.
 */
export function embedShowsRound(
  tournament: Pick<Tournament, 'status' | 'divisions'>,
  round: { idx: string; isVisible?: boolean | undefined },
): boolean {
  return (
    isPublished(tournament) &&
    round.isVisible !== false &&
    roundVisibility(tournament.divisions, round.idx) !== 'hidden'
  )
}

/**
 * Whether a tournament's results may still change while a visitor looks: it is being played, or
 * about to be. A completed or archived one is read once and not polled.
 */
export function tournamentMayChange(status: string): boolean {
  return status !== 'COMPLETED' && status !== 'ARCHIVED'
}

/** The embed was published in 'user' token mode without a `#token=`: nothing can be read. */
export class MissingEmbedAccessError extends Error {
  override readonly name = 'MissingEmbedAccessError'
  constructor() {
    super('This embed has no token, and no proxy holds one')
  }
}

/** For embed loaders: refuse before any request when there is no way to read the API. */
export function requireEmbedAccess(context: Pick<RouterContext, 'session'>): void {
  const { mode, token } = context.session.getSnapshot()
  if (mode === 'user' && token === null) throw new MissingEmbedAccessError()
}
