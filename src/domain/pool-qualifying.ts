import type { Game, Pool, Round } from '../api/schemas'
import { slotSource } from './slot'

/**
 * How many of a pool's places go through, read where the draw says it: the slots of the next
 * round's main draw that wait for "2nd of pool A" (the contract's `poolRank` of a game's team
 * details). Failing that, a round of a single pool with `numQualifiers` set. Null when neither
 * tells: the contract does not say whether `numQualifiers` counts per pool or for the round, and
 * a pool round's `placements` (the demo lists its pools' numbers there) say nothing of it.
 */
type RoundOfPool = Pick<Round, 'number' | 'numQualifiers' | 'pools'>

export function qualifyingPlaces(
  round: RoundOfPool,
  pool: Pick<Pool, 'number'>,
  laterRounds: readonly Pick<Round, 'number' | 'draws'>[],
): number | null {
  const next = nextRound(laterRounds, round)
  const games: Game[] = (next?.draws ?? [])
    .filter((draw) => draw.placement === 1)
    .flatMap((draw) => (draw.rounds ?? []).flatMap((drawRound) => drawRound.games ?? []))
  const ranks = new Set<number>()
  for (const game of games) {
    for (const details of [game.homeTeamDetails, game.awayTeamDetails]) {
      const source = slotSource(details)
      if (source.kind === 'poolRank' && source.poolNumber === pool.number) ranks.add(source.rank)
    }
  }
  // Ranks 1 to n go through; any other set of ranks is not a line this model can draw.
  if (ranks.size > 0) return [...ranks].every((rank) => rank >= 1 && rank <= ranks.size) ? ranks.size : null
  const { numQualifiers } = round
  const onePool = (round.pools ?? []).length === 1
  return onePool && Number.isInteger(numQualifiers) && Number(numQualifiers) > 0
    ? Number(numQualifiers)
    : null
}

/**
 * The round after `round` in its division (the lowest `number` above it): where a pool's
 * qualifying places are read. A page showing a pool reads this round's draws for its marks.
 */
export function nextRound<R extends Pick<Round, 'number'>>(
  divisionRounds: readonly R[],
  round: Pick<Round, 'number'>,
): R | undefined {
  return divisionRounds
    .filter((each) => each.number > round.number)
    .reduce<R | undefined>((next, each) => (!next || each.number < next.number ? each : next), undefined)
}

interface OutlineDivision {
  rounds?: readonly Pick<Round, 'idx' | 'type' | 'number'>[] | undefined
}

/**
 * For loaders: the round whose draws a pool round's marks need, from the tournament's outline
 * (its divisions' rounds), before the pool round itself is read; null for any other round. Read
 * beside the round, the marks are there with the tables' first paint and move nothing.
 */
export function nextRoundOfPoolRound(divisions: readonly OutlineDivision[], roundIdx: string): string | null {
  for (const division of divisions) {
    const rounds = division.rounds ?? []
    const round = rounds.find((each) => each.idx === roundIdx)
    if (round) return round.type === 'ROUND_ROBIN_ROUND' ? (nextRound(rounds, round)?.idx ?? null) : null
  }
  return null
}
