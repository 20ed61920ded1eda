import type { Side } from '../../../domain/score'

/**
 * The bracket's measures, in em so that a larger font (venue screens, an embed's font scale, the
 * reader's own setting) scales the whole draw. The one place they are written: the layout computes
 * with them, and bracket.css reads them as custom properties (`GEOMETRY_PROPERTIES`).
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

type GeometryProperty = `--bk-${keyof typeof GEOMETRY}`

/**
 * GEOMETRY as CSS custom properties (`--bk-row: 1.75em`, ...), for the style of the element a draw
 * is drawn in: bracket.css takes its measures from them, so the boxes are where the layout puts them.
 */
export const GEOMETRY_PROPERTIES = Object.fromEntries(
  Object.entries(GEOMETRY).map(([name, em]) => [`--bk-${name}`, `${em}em`]),
) as Readonly<Record<GeometryProperty, string>>

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
