import type { Placement } from '../../domain/final-placements'
import type { PodiumMessages } from './messages'

/** A place in words: "Champion", "Runner-up", "3rd", or "Joint 3rd" when teams share it. */
export function placeLabel(placement: Pick<Placement, 'place' | 'teams'>, m: PodiumMessages): string {
  if (placement.teams.length > 1) return m.jointPlace(placement.place)
  if (placement.place === 1) return m.champion
  if (placement.place === 2) return m.runnerUp
  return m.place(placement.place)
}
