/**
 * What the lists of an answer left out: records that could not be read (a team without its name,
 * a game whose number is not a number) are dropped by the schemas' `listOf`, and the list keeps
 * what it dropped. A page shows the rest and says what is missing (decision 0523).
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
  /** One entry per record left out: its idx when it had one, so a record in two lists counts once. */
  readonly idxs: readonly (string | null)[]
}

/** A list as the schemas read it: its items, and what was left out when something was. */
export type Listed<T> = T[] & { readonly leftOut?: LeftOut }

export type LeftOutCounts = Partial<Record<ListedKind, number>>

/** The records of each kind left out, by idx; those without one only counted. */
type Found = Map<ListedKind, { idxs: Set<string>; unnamed: number }>

/**
 * How many records of each kind the answers' lists left out, at any depth. A record left out of
 * several lists (a bracket game is in the round's games and in its draw) counts once.
 */
export function leftOutIn(...answers: readonly unknown[]): LeftOutCounts {
  const all: Found = new Map()
  for (const answer of answers) {
    for (const [kind, found] of foundIn(answer)) {
      const into = all.get(kind) ?? { idxs: new Set<string>(), unnamed: 0 }
      for (const idx of found.idxs) into.idxs.add(idx)
      into.unnamed += found.unnamed
      all.set(kind, into)
    }
  }
  const counts: LeftOutCounts = {}
  for (const [kind, found] of all) counts[kind] = found.idxs.size + found.unnamed
  return counts
}

/** An answer is never changed once read (a new one is a new object): each is walked once. */
const walked = new WeakMap<object, Found>()

function foundIn(answer: unknown): Found {
  if (typeof answer !== 'object' || answer === null) return new Map()
  const cached = walked.get(answer)
  if (cached) return cached
  const found: Found = new Map()
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      const leftOut = (value as Listed<unknown>).leftOut
      if (leftOut) {
        const into = found.get(leftOut.kind) ?? { idxs: new Set<string>(), unnamed: 0 }
        for (const idx of leftOut.idxs)
          if (idx === null) into.unnamed++
          else into.idxs.add(idx)
        found.set(leftOut.kind, into)
      }
      value.forEach(visit)
      return
    }
    for (const field of Object.values(value)) visit(field)
  }
  visit(answer)
  walked.set(answer, found)
  return found
}
