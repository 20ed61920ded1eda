import type { DrawNode } from './draw-graph'
import { layoutGraph, type DrawLayout, type PlacedGame } from './tree-layout'

/**
 * Splits a draw too tall for a screen or a printed page into pages of at most `maxSlots` slots:
 * first its sections (quarters of a 128-draw, say) from the first round up to the round where a
 * section ends, then the later rounds on their own page, starting again from the section winners.
 * Each page is a layout of its own, with its draw rounds' labels.
 */
export function drawPages(layout: DrawLayout, maxSlots: number): DrawLayout[] {
  return split(layout, maxSlots, 0)
}

function split(layout: DrawLayout, maxSlots: number, depth: number): DrawLayout[] {
  if (layout.height <= maxSlots || depth > 8) return [layout]
  const extent = subtreeExtents(layout)
  const size = (placed: PlacedGame) => {
    const [top, bottom] = extent.get(placed) ?? [0, 0]
    return bottom - top
  }
  let sectionColumn = -1
  layout.columns.forEach((column, index) => {
    if (column.length > 0 && column.every((placed) => size(placed) <= maxSlots)) sectionColumn = index
  })
  if (sectionColumn < 0 || sectionColumn === layout.columns.length - 1) return [layout]

  const nodes = new Map(layout.graph.columns.flat().map((node) => [node.game.idx, node]))
  const node = (placed: PlacedGame) => nodes.get(placed.game.idx)!
  const sections: PlacedGame[][] = []
  for (const placed of layout.columns[sectionColumn] ?? []) {
    const group = sections[sections.length - 1]
    const first = group?.[0]
    if (group && first && (extent.get(placed)?.[1] ?? 0) - (extent.get(first)?.[0] ?? 0) <= maxSlots) {
      group.push(placed)
    } else sections.push([placed])
  }
  const covered = new Set<DrawNode>()
  const pages = sections.map((group) => {
    const include = new Set<DrawNode>()
    for (const placed of group) collect(placed, (each) => include.add(node(each)))
    include.forEach((each) => covered.add(each))
    return layoutGraph(layout.graph, include)
  })
  const rest = new Set<DrawNode>()
  for (const placed of layout.columns.flat()) {
    if (!covered.has(node(placed)) || placed.column === sectionColumn) rest.add(node(placed))
  }
  const remainder = layoutGraph(layout.graph, rest)
  return [...pages, ...split(remainder, maxSlots, depth + 1)]
}

function collect(placed: PlacedGame, visit: (placed: PlacedGame) => void): void {
  visit(placed)
  if (placed.feeders.home) collect(placed.feeders.home, visit)
  if (placed.feeders.away) collect(placed.feeders.away, visit)
}

/** Top and bottom (in slots) of each game together with every game feeding it. */
function subtreeExtents(layout: DrawLayout): Map<PlacedGame, [number, number]> {
  const extent = new Map<PlacedGame, [number, number]>()
  for (const column of layout.columns) {
    for (const placed of column) {
      let top = placed.y - 0.5
      let bottom = placed.y + 0.5
      for (const from of [placed.feeders.home, placed.feeders.away]) {
        const inner = from && extent.get(from)
        if (inner) {
          top = Math.min(top, inner[0])
          bottom = Math.max(bottom, inner[1])
        }
      }
      extent.set(placed, [top, bottom])
    }
  }
  return extent
}
