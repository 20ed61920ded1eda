import type { Placement } from './final-placements'

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

/** The place a team finished in, among decided places; null while it has none. */
export function placeOfTeam(placements: readonly Placement[], teamIdx: string): number | null {
  return placements.find((each) => each.teams.some((team) => team.idx === teamIdx))?.place ?? null
}

/** Whether every one of the divisions has its champion. */
export function allDecided(placements: readonly Placement[], divisionIdxs: readonly string[]): boolean {
  const decided = new Set(placements.filter((each) => each.place === 1).map((each) => each.division?.idx))
  return divisionIdxs.length > 0 && divisionIdxs.every((idx) => decided.has(idx))
}
