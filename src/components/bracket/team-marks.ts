import type { Team } from '../../api/schemas'

/**
 * The short mark before a name in a draw: the seed ("1"), or how an unseeded team got in
 * ("Q" qualifier, "WC" wild card, "LL" lucky loser). Games carry only `{idx, name}`, so the marks
 * come from the division's teams (listTeams, or a division populated with `teams`).
 */
export type TeamMarks = ReadonlyMap<string, string>

const QUALIFIER_MARKS: Record<string, string> = { QUALIFIED: 'Q', QUALIFIER: 'Q', LUCKY_LOSER: 'LL' }

export function teamMarks(teams: readonly Team[] | null | undefined): TeamMarks {
  const marks = new Map<string, string>()
  for (const team of teams ?? []) {
    const seed = team.seedNumber || team.seed
    const mark =
      seed && seed > 0 ? String(seed) : team.isWildCard ? 'WC' : QUALIFIER_MARKS[team.qualifierStatus ?? '']
    if (mark) marks.set(team.idx, mark)
  }
  return marks
}
