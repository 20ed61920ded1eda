import type { Draw } from '../../api/schemas'
import {
  drawName,
  drawPages,
  drawRoundsInOrder,
  drawsInOrder,
  GEOMETRY,
  layoutDraw,
  layoutGraph,
  type BracketMessages,
  type DrawLayout,
} from '../../components/bracket'
import { drawFromPlay, type BracketStart } from './follow-play'

/**
 * A bracket on a screen: each draw of the round (main draw first), each split into pages that
 * fit the screen's height at a readable size rather than shrunk to fit whole, by the bracket's own
 * measures (a first-round game's slot, the draw round labels). By default each draw starts where
 * play is (follow-play.ts), so a 128-draw in its second week is a few pages, not twenty.
 */
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
  return Math.max(1, Math.floor((heightEm - GEOMETRY.header) / GEOMETRY.slot))
}

export function bracketPages(
  draws: readonly Draw[] | null | undefined,
  maxSlots: number,
  messages: BracketMessages,
  start: BracketStart = 'play',
): BracketPage[] {
  return drawsInOrder(draws).flatMap((draw) => {
    const whole = layoutDraw(draw)
    const layout = start === 'play' ? drawFromPlay(whole) : whole
    if (layout.columns.every((column) => column.length === 0)) return []
    const entries = (drawRoundsInOrder(draw)[0]?.games?.length ?? 0) * 2
    const name = drawName(draw, entries, messages)
    const cut = drawPages(layout, maxSlots)
    const pages = cut.length > 1 ? [...cut.slice(0, -1), widened(cut.at(-1)!, layout, maxSlots)] : cut
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

type DrawNode = DrawLayout['graph']['columns'][number][number]

/**
 * The last page of a cut draw holds only the rounds after its sections (semi-finals and final,
 * say): a strip at the top of the screen. It takes in the draw rounds before it, one at a time,
 * as long as they fit, so it shows the road to the final (the round of 16 on).
 */
function widened(page: DrawLayout, layout: DrawLayout, maxSlots: number): DrawLayout {
  const nodes = new Map(page.graph.columns.flat().map((node) => [node.game.idx, node]))
  const allowed = new Set(layout.columns.flat().map((placed) => placed.game.idx))
  let current = page
  for (;;) {
    const shown = new Set(current.columns.flat().flatMap((placed) => nodes.get(placed.game.idx) ?? []))
    const more = new Set<DrawNode>(shown)
    for (const node of shown) {
      for (const from of [node.feeders.home, node.feeders.away]) {
        if (from && allowed.has(from.game.idx)) more.add(from)
      }
    }
    if (more.size === shown.size) return current
    const next = layoutGraph(page.graph, more)
    if (next.height > maxSlots) return current
    current = next
  }
}
