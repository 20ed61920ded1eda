import type { Draw } from '../../api/schemas'
import {
  drawName,
  drawPages,
  drawRoundsInOrder,
  drawsInOrder,
  layoutDraw,
  type BracketMessages,
  type DrawLayout,
} from '../bracket'

/**
 * A bracket on a screen: each draw of the round (main draw first), each split into pages that
 * fit the screen's height at a readable size rather than shrunk to fit whole. The sizes are the
 * bracket's own (src/features/bracket/layout/geometry.ts): a first-round game takes 5.25 em, the
 * draw round labels 2.5 em.
 */
export const SLOT_EM = 5.25
export const LABELS_EM = 2.5

export interface BracketPage {
  key: string
  drawIdx: string
  drawName: string
  layout: DrawLayout
  /** 1-based, within its draw. */
  page: number
  pages: number
}

/** How many first-round slots fit in `heightEm`: at least one. */
export function slotsThatFit(heightEm: number): number {
  return Math.max(1, Math.floor((heightEm - LABELS_EM) / SLOT_EM))
}

export function bracketPages(
  draws: readonly Draw[] | null | undefined,
  maxSlots: number,
  messages: BracketMessages,
): BracketPage[] {
  return drawsInOrder(draws).flatMap((draw) => {
    const layout = layoutDraw(draw)
    if (layout.columns.every((column) => column.length === 0)) return []
    const entries = (drawRoundsInOrder(draw)[0]?.games?.length ?? 0) * 2
    const name = drawName(draw, entries, messages)
    const pages = drawPages(layout, maxSlots)
    return pages.map((page, index) => ({
      key: `${draw.idx}:${index}`,
      drawIdx: draw.idx,
      drawName: name,
      layout: page,
      page: index + 1,
      pages: pages.length,
    }))
  })
}
