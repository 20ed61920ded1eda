import type { Side } from '../../../domain/score'

/**
 * The bracket's measures, in em so that a larger font (venue screens, an embed's font scale, the
 * reader's own setting) scales the whole draw. bracket.css uses the same numbers.
 */
export const GEOMETRY = {
  /** Height of one team row. */
  row: 1.75,
  /** Height of the line above the rows: game number, time, court. */
  meta: 1.25,
  /** Height of one slot: a first-round game and the space below it. */
  slot: 5.25,
  /** Width of the gap between two draw rounds, where the connector lines run. */
  gap: 2.5,
  /** Height of the draw round labels above the games. */
  header: 2.5,
} as const

/** Height of a draw (or a page of it) `height` slots tall, its round labels included, in em. */
export function treeHeight(height: number): number {
  return GEOMETRY.header + height * GEOMETRY.slot
}

/** Top of a game's box (meta line included), in em from the top of its column. */
export function gameTop(y: number): number {
  return y * GEOMETRY.slot - GEOMETRY.row - GEOMETRY.meta
}

/** Vertical middle of a side's row: where a line from the game feeding that side arrives. */
export function slotAnchor(y: number, side: Side): number {
  return y * GEOMETRY.slot + (side === 'home' ? -GEOMETRY.row / 2 : GEOMETRY.row / 2)
}
