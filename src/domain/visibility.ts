import { byNumber } from './order'

/**
 * What a public surface (a venue screen, an embed on a club's site) may show of a tournament.
 * Staff pages show everything, hidden things badged; a public surface shows none of a DRAFT
 * tournament, no hidden division (`isVisible: false`) and none of its rounds, and no hidden round,
 * even when its link names them: the organizer has not published them (yet).
 */
interface ListedRound {
  idx: string
  number: number
  isVisible?: boolean | null | undefined
}

interface ListedDivision<Round extends ListedRound> {
  idx: string
  number: number
  isVisible: boolean
  rounds?: readonly Round[] | null | undefined
}

/** A DRAFT is the organizer's work in progress; every other status is public. */
export function isPublished(tournament: { status: string }): boolean {
  return tournament.status !== 'DRAFT'
}

/** The visible rounds, in order. */
export function publicRounds<Round extends ListedRound>(
  rounds: readonly Round[] | null | undefined,
): Round[] {
  return byNumber(rounds).filter((round) => round.isVisible !== false)
}

/** The visible divisions, in order, each with its visible rounds in order. */
export function publicDivisions<Round extends ListedRound, Division extends ListedDivision<Round>>(
  divisions: readonly Division[] | null | undefined,
): (Division & { rounds: Round[] })[] {
  return byNumber(divisions)
    .filter((division) => division.isVisible)
    .map((division) => ({ ...division, rounds: publicRounds(division.rounds) }))
}

/**
 * Whether a round may be shown publicly, from the tournament's divisions: 'hidden' when it or its
 * division is; 'unlisted' when no division lists it (a team league's round has none), which only
 * the round itself can tell.
 */
export function roundVisibility(
  divisions: readonly ListedDivision<ListedRound>[] | null | undefined,
  roundIdx: string,
): 'public' | 'hidden' | 'unlisted' {
  for (const division of divisions ?? []) {
    const round = division.rounds?.find((each) => each.idx === roundIdx)
    if (round) return division.isVisible && round.isVisible !== false ? 'public' : 'hidden'
  }
  return 'unlisted'
}
