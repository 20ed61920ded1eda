import type { TeamDetails } from '../api/schemas'

/**
 * Where the team of a slot not yet known will come from, read from a game's home/awayTeamDetails.
 * The contract leaves `sourceResult` open; the values seen are WINNER, LOSER, POOL_RANK, ENTRY, BYE.
 */
export type SlotSource =
  | { kind: 'winnerOf'; gameNumber: number }
  | { kind: 'loserOf'; gameNumber: number }
  | { kind: 'poolRank'; poolNumber: number; rank: number }
  | { kind: 'bye' }
  /** Only the API's own `label` tells: shown as it came. */
  | { kind: 'label'; label: string }
  | { kind: 'unknown' }

export function slotSource(details: TeamDetails | null | undefined): SlotSource {
  if (!details) return { kind: 'unknown' }
  const result = details.sourceResult?.toUpperCase() ?? null
  if (result === 'BYE') return { kind: 'bye' }
  if (details.sourceGameNumber != null) {
    return result === 'LOSER'
      ? { kind: 'loserOf', gameNumber: details.sourceGameNumber }
      : { kind: 'winnerOf', gameNumber: details.sourceGameNumber }
  }
  if (details.poolNumber != null && details.poolRank != null) {
    return { kind: 'poolRank', poolNumber: details.poolNumber, rank: details.poolRank }
  }
  const label = details.label?.trim()
  return label ? { kind: 'label', label } : { kind: 'unknown' }
}

/** The winner of a game moves on inside the same draw; a loser goes to another draw. */
export function feedsFromGame(details: TeamDetails | null | undefined): number | null {
  const source = slotSource(details)
  return source.kind === 'winnerOf' ? source.gameNumber : null
}

/** Pools are usually called by letter: pool 1 is "A", 27 is "AA". */
export function poolLetter(poolNumber: number): string {
  let n = Math.max(1, Math.floor(poolNumber))
  let letters = ''
  while (n > 0) {
    n -= 1
    letters = String.fromCharCode(65 + (n % 26)) + letters
    n = Math.floor(n / 26)
  }
  return letters
}
