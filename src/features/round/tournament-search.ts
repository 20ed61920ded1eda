import type { Game, Round, Tournament } from '../../api/schemas'

/**
 * The API names a round's division but not its tournament, and has no "get division": the only
 * way back is to read tournaments until one holds the division (docs/decisions/0501). These pure
 * functions say which tournaments to read first, from what the round itself tells: when its first
 * game is played and when it was created (never before its tournament).
 */

export interface RoundHints {
  /** The earliest scheduled game of the round, or null when none has a time. */
  firstGameAt: number | null
  /** When the round was created, if known. */
  createdAt: number | null
}

type Dated = Pick<Tournament, 'startDate' | 'endDate' | 'createdAt'>

const DAY = 24 * 60 * 60 * 1000

function instant(iso: string | null | undefined): number | null {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : ms
}

export function roundHints(
  round: Pick<Round, 'createdAt'> & { games?: readonly Pick<Game, 'time'>[] | null },
): RoundHints {
  const times = (round.games ?? []).map((game) => instant(game.time)).filter((ms) => ms !== null)
  return {
    firstGameAt: times.length > 0 ? Math.min(...times) : null,
    createdAt: instant(round.createdAt),
  }
}

/**
 * How far (ms) the round's first game lies outside the tournament's dates; 0 inside them. A day's
 * slack either side: the dates are instants in UTC, and a game late in the evening in the
 * tournament's zone can fall on the next day in UTC. Unknown when the round has no timed game.
 */
function distanceFromDates(tournament: Dated, hints: RoundHints): number {
  if (hints.firstGameAt === null) return 0
  const start = instant(tournament.startDate)
  const end = instant(tournament.endDate)
  if (start === null || end === null) return Number.POSITIVE_INFINITY
  return Math.max(0, start - DAY - hints.firstGameAt, hints.firstGameAt - (end + DAY))
}

/** Whether the round's first game is played during the tournament (with a day's slack). */
export function playedDuring(tournament: Dated, hints: RoundHints): boolean {
  return hints.firstGameAt !== null && distanceFromDates(tournament, hints) === 0
}

/** Time from the tournament's creation to the round's; a tournament created after the round last. */
function creationGap(tournament: Dated, hints: RoundHints): number {
  const created = instant(tournament.createdAt)
  if (hints.createdAt === null || created === null) return Number.MAX_SAFE_INTEGER
  const gap = hints.createdAt - created
  return gap < 0 ? Number.POSITIVE_INFINITY : gap
}

/**
 * The tournaments most likely to hold the round first: those whose dates hold its first game,
 * then by how close their dates come to it, then those created shortly before the round. Only an
 * order to try them in: the tournament read says for sure (`tournamentHoldsRound`).
 */
export function likelyTournaments<T extends Dated>(tournaments: readonly T[], hints: RoundHints): T[] {
  return tournaments
    .map((tournament, index) => ({
      tournament,
      index,
      distance: distanceFromDates(tournament, hints),
      gap: creationGap(tournament, hints),
    }))
    .sort((a, b) => a.distance - b.distance || a.gap - b.gap || a.index - b.index)
    .map(({ tournament }) => tournament)
}
