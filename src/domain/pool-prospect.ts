import type { Reference, Round } from '../api/schemas'
import { nextGameNeeds, type Outlook, type PoolState, type TeamOutlook } from './pool-outlook'
import { poolStateOf } from './pool-state'
import { roundPoolOutlooks } from './round-pool-outlooks'

/**
 * Where a team stands in its pool, as one sentence says it on its page: through, out, or open,
 * and then what its next game decides. Read from the pool's outlook (pool-state.ts), so it
 * claims nothing a remaining game could still change.
 */
export type PoolProspect =
  | { status: 'through' | 'out' }
  | {
      status: 'open'
      /** Only tiebreaks stand between it and through (or out): the other games cannot decide it. */
      tiebreaks: boolean
      /** Its next game, when it has one left; null when only the other games are left. */
      next: NextGameProspect | null
    }

/** What each result of the team's next game leaves it with. */
export interface NextGameProspect {
  opponent: Reference
  win: AfterResult
  loss: AfterResult
  /** Null where the round allows no ties. */
  tie: AfterResult | null
}

/** After a result: decided either way, left to the other games, or only to tiebreaks. */
export type AfterResult = 'through' | 'out' | 'open' | 'tiebreaks'

/**
 * The team's prospect, from its pool's outlook and (for an open pool with games left) its state;
 * null when the pool has no outlook or the team is not in it.
 */
export function poolProspect(
  outlooks: readonly TeamOutlook[] | null,
  state: PoolState | null,
  teamIdx: string,
): PoolProspect | null {
  const outlook = outlooks?.find((each) => each.team.idx === teamIdx)
  if (!outlook) return null
  if (outlook.status !== 'open') return { status: outlook.status }
  const needs = state && state.gamesLeft.length > 0 ? nextGameNeeds(state, teamIdx) : null
  return {
    status: 'open',
    tiebreaks: outlook.dependsOnTiebreaks,
    next: needs && {
      opponent: needs.opponent,
      win: afterResult(needs.win),
      loss: afterResult(needs.loss),
      tie: needs.tie && afterResult(needs.tie),
    },
  }
}

function afterResult(outlook: Outlook): AfterResult {
  if (outlook.status !== 'open') return outlook.status
  return outlook.dependsOnTiebreaks ? 'tiebreaks' : 'open'
}

type ProspectRound = Parameters<typeof roundPoolOutlooks>[0] & Parameters<typeof poolStateOf>[0]

/**
 * The team's prospect in each pool it plays in, by pool idx, from the division's rounds as a page
 * read them (the round after a pool round gives how many go through). A pool with no outlook is
 * left out: nothing is claimed that its games could still change.
 */
export function teamPoolProspects(
  rounds: readonly (ProspectRound & Pick<Round, 'draws'>)[],
  teamIdx: string,
): Map<string, PoolProspect> {
  const prospects = new Map<string, PoolProspect>()
  for (const round of rounds) {
    const pools = round.pools ?? []
    if (!pools.some((pool) => pool.standings?.some((row) => row.team?.idx === teamIdx))) continue
    const outlooks = roundPoolOutlooks(round, rounds)
    for (const pool of pools) {
      const prospect = poolProspect(outlooks.get(pool.idx) ?? null, poolStateOf(round, pool, rounds), teamIdx)
      if (prospect) prospects.set(pool.idx, prospect)
    }
  }
  return prospects
}
