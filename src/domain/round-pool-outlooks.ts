import type { Pool, Round } from '../api/schemas'
import type { TeamOutlook } from './pool-outlook'
import { nextRound } from './pool-qualifying'
import { poolOutlookOf } from './pool-state'

type OutlookRound = Parameters<typeof poolOutlookOf>[0] & Pick<Round, 'pools'>
type DivisionRound = Parameters<typeof poolOutlookOf>[2][number]

/** Outlooks by pool idx (null where a pool has none). */
export type RoundOutlooks = ReadonlyMap<string, TeamOutlook[] | null>

const NO_NEXT_ROUND = {}
const remembered = new WeakMap<object, WeakMap<object, RoundOutlooks>>()

/**
 * Every pool's outlook of a round (pool-state.ts), worked out once for each answer of the round
 * and of the round after it: a large pool's outlook takes a noticeable part of a second, and a
 * page draws its tables again on every render. The query cache keeps an unchanged answer the same
 * object, so a refresh that changes nothing costs nothing; a changed one is worked out again.
 */
export function roundPoolOutlooks(
  round: OutlookRound,
  divisionRounds: readonly DivisionRound[],
): RoundOutlooks {
  const next = nextRound(divisionRounds, round) ?? NO_NEXT_ROUND
  const byNext = remembered.get(round) ?? new WeakMap<object, RoundOutlooks>()
  remembered.set(round, byNext)
  const known = byNext.get(next)
  if (known) return known
  const outlooks = new Map(
    (round.pools ?? []).map((pool: Pool) => [pool.idx, poolOutlookOf(round, pool, divisionRounds)] as const),
  )
  byNext.set(next, outlooks)
  return outlooks
}
