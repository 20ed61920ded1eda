import type { Division, Game, Round, Tournament } from '../../api/schemas'
import { isStillToPlay } from '../../domain/score'

/**
 * getRound does not say which tournament a round belongs to, so in-app links carry it
 * (`?tournament=`). The round's division tells whether the tournament named really holds it: a
 * link edited by hand, or one pairing records wrongly, must not show a round in another
 * tournament's time zone. A round without a division (a team league's) cannot be checked.
 */
export function tournamentHoldsRound(
  tournament: { divisions: readonly Pick<Division, 'idx'>[] },
  round: Pick<Round, 'division'>,
): boolean {
  if (!round.division) return true
  return tournament.divisions.some((division) => division.idx === round.division?.idx)
}

/**
 * The division of a draw round (an elimination or a qualifying round) as the tournament's outline
 * lists it, or null when the outline does not list it as one. The round page asks for the
 * division's seeds with it, beside the round's own request, instead of after reading the round.
 */
export function drawRoundDivision(
  tournament: {
    divisions: readonly (Pick<Division, 'idx'> & { rounds: readonly Pick<Round, 'idx' | 'type'>[] })[]
  },
  roundIdx: string,
): string | null {
  for (const division of tournament.divisions) {
    const round = division.rounds.find((each) => each.idx === roundIdx)
    if (round)
      return round.type === 'SINGLE_ELIMINATION_ROUND' || round.type === 'QUALIFIERS_ROUND'
        ? division.idx
        : null
  }
  return null
}

/**
 * Whether the round may still change while someone watches: a game is still to be played (live,
 * upcoming, or in a status the contract does not list), and the tournament (when known) is in
 * progress. A completed Roland Garros is not polled.
 */
export function roundMayChange(
  games: readonly Pick<Game, 'status' | 'liveStartedAt' | 'isRetirement' | 'winner'>[],
  tournamentStatus: Tournament['status'] | null,
): boolean {
  if (tournamentStatus !== null && tournamentStatus !== 'IN_PROGRESS') return false
  return games.some(isStillToPlay)
}
