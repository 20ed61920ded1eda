import type { Draw, DrawRound } from '../api/schemas'

/** Draw rounds left to right: `order` 0 is the first round played, the highest the final. */
export function drawRoundsInOrder(draw: Draw): DrawRound[] {
  return [...(draw.rounds ?? [])].sort((a, b) => a.order - b.order)
}

/** The main draw (placement 1) first, then placement draws by the place they decide. */
export function drawsInOrder(draws: readonly Draw[] | null | undefined): Draw[] {
  return [...(draws ?? [])].sort((a, b) => a.placement - b.placement)
}
