/**
 * What the lists of an answer left out: records that could not be read (a team without its name,
 * a game whose number is not a number) are dropped by the schemas' `listOf`, and the list keeps
 * their count. A page shows the rest and says what is missing (decision 0523).
 */
export type ListedKind =
  | 'tournament'
  | 'division'
  | 'round'
  | 'team'
  | 'player'
  | 'pool'
  | 'standing'
  | 'game'
  | 'sponsor'
  | 'court'
  | 'other'

export interface LeftOut {
  readonly kind: ListedKind
  readonly count: number
}

/** A list as the schemas read it: its items, and what was left out when something was. */
export type Listed<T> = T[] & { readonly leftOut?: LeftOut }

export type LeftOutCounts = Partial<Record<ListedKind, number>>

/**
 * How many records of each kind the answers' lists left out, at any depth. Give each answer once:
 * two answers holding the same list (two reads of one tournament) would count its gaps twice.
 */
export function leftOutIn(...answers: readonly unknown[]): LeftOutCounts {
  const counts: LeftOutCounts = {}
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      const leftOut = (value as Listed<unknown>).leftOut
      if (leftOut) counts[leftOut.kind] = (counts[leftOut.kind] ?? 0) + leftOut.count
      value.forEach(visit)
      return
    }
    for (const field of Object.values(value)) visit(field)
  }
  answers.forEach(visit)
  return counts
}
