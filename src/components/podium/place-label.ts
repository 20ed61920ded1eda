import type { Placement } from '../../domain/final-placements'
import type { PodiumMessages } from './messages'

/**
 * A place in words: "Champion", "Runner-up", "3rd", or "Joint 3rd" when teams share it; the
 * ordinal is the bracket's ("3rd", "3.º"), as its play-offs are named.
 */
export function placeLabel(
  placement: Pick<Placement, 'place' | 'teams'>,
  m: PodiumMessages,
  ordinal: (n: number) => string,
): string {
  if (placement.teams.length > 1) return m.jointPlace(ordinal(placement.place))
  if (placement.place === 1) return m.champion
  if (placement.place === 2) return m.runnerUp
  return ordinal(placement.place)
}
