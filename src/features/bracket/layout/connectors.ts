import type { Side } from '../../../domain/score'
import { GEOMETRY, slotAnchor } from './geometry'
import type { DrawLayout, PlacedGame } from './tree-layout'

/**
 * The lines into one draw round, as one SVG path in a box 1 unit wide and the draw's height in em
 * tall: from the middle of each feeding game to the row of the slot its winner takes.
 */
export function connectorPath(
  layout: DrawLayout,
  column: number,
  only?: (to: PlacedGame, side: Side) => boolean,
): string {
  let d = ''
  for (const to of layout.columns[column] ?? []) {
    for (const side of ['home', 'away'] as const) {
      const from = to.feeders[side]
      if (!from || (only && !only(to, side))) continue
      d += `M0 ${round(from.y * GEOMETRY.slot)}H0.5V${round(slotAnchor(to.y, side))}H1`
    }
  }
  return d
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
