import type { Round } from '../api/schemas'
import { lastRound, type Placement } from './final-placements'

/**
 * A division's podium as pages show it: its decided places (final-placements.ts), those of one
 * division, the top `places` of them.
 */
export function divisionPodium(
  placements: readonly Placement[],
  divisionIdx: string,
  places = Infinity,
): Placement[] {
  return placements.filter((each) => each.division?.idx === divisionIdx && each.place <= places)
}

/** The decided place a team finished in (shared when others finished with it); null while it has none. */
export function placementOfTeam(placements: readonly Placement[], teamIdx: string): Placement | null {
  return placements.find((each) => each.teams.some((team) => team.idx === teamIdx)) ?? null
}

/** Whether every one of the divisions has its champion. */
export function allDecided(placements: readonly Placement[], divisionIdxs: readonly string[]): boolean {
  const decided = new Set(placements.filter((each) => each.place === 1).map((each) => each.division?.idx))
  return divisionIdxs.length > 0 && divisionIdxs.every((idx) => decided.has(idx))
}

type DecidingRound = Pick<Round, 'idx' | 'type' | 'number' | 'isVisible'>
interface DivisionOfRounds<R> {
  idx: string
  isVisible?: boolean | null
  rounds?: readonly R[] | null
}

/**
 * The round each division's podium is read from: its last, when that is a bracket or a round robin
 * (a qualifying round decides no place). A public surface reads none of a hidden division, and
 * none whose last round is hidden: a visible round before it would name a champion too soon.
 */
export function podiumRounds<R extends DecidingRound, D extends DivisionOfRounds<R>>(
  divisions: readonly D[],
  { publicOnly }: { publicOnly: boolean },
): { division: D; round: R }[] {
  return divisions.flatMap((division) => {
    const round = lastRound(division.rounds ?? [])
    if (!round || (round.type !== 'SINGLE_ELIMINATION_ROUND' && round.type !== 'ROUND_ROBIN_ROUND')) return []
    if (publicOnly && (division.isVisible === false || round.isVisible === false)) return []
    return [{ division, round }]
  })
}
