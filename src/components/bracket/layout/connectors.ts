import type { Side } from '../../../domain/score'
import { GEOMETRY, slotAnchor } from './geometry'
import type { DrawLayout, PlacedGame } from './tree-layout'

/** Where a draw round's lines run across: the gap's left and right edges (any unit), and its top in em. */
export interface LineBox {
  left: number
  right: number
  top: number
}

/**
 * The lines into one draw round, as one SVG path: from the middle of each feeding game to the
 * row of the slot its winner takes, turning halfway across the gap. Heights in em from the top of
 * the draw round's games, moved down by `box.top`.
 */
export function connectorPath(
  layout: DrawLayout,
  column: number,
  only: ((to: PlacedGame, side: Side) => boolean) | null,
  box: LineBox,
): string {
  const middle = round((box.left + box.right) / 2)
  let d = ''
  for (const to of layout.columns[column] ?? []) {
    for (const side of ['home', 'away'] as const) {
      const from = to.feeders[side]
      if (!from || (only && !only(to, side))) continue
      const start = round(box.top + from.y * GEOMETRY.slot)
      const end = round(box.top + slotAnchor(to.y, side))
      d += `M${box.left} ${start}H${middle}V${end}H${box.right}`
    }
  }
  return d
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
