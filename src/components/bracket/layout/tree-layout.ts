import type { Draw, DrawRound, Game } from '../../../api/schemas'
import type { Side } from '../../../domain/score'
import { connectDraw, type DrawGraph, type DrawNode } from './draw-graph'
import { drawRoundsInOrder } from '../../../domain/draw-order'

/**
 * Where each game of a draw goes on the page. Distances are in slots: a slot is the height one
 * first-round game takes. A game sits halfway between the two games feeding it, so the lines from
 * them meet it; a slot filled straight from an entry (a bye without a BYE game) takes half a slot.
 */
export interface PlacedGame {
  game: Game
  /** Index of the draw round, left to right. */
  column: number
  /** Vertical centre, in slots from the top. */
  y: number
  feeders: Record<Side, PlacedGame | null>
  next: { game: PlacedGame; side: Side } | null
}

export interface DrawLayout {
  graph: DrawGraph
  rounds: DrawRound[]
  /** Games per draw round, top to bottom. */
  columns: PlacedGame[][]
  /** Total height in slots. */
  height: number
  byIdx: Map<string, PlacedGame>
}

export function layoutDraw(draw: Draw): DrawLayout {
  const graph = connectDraw(drawRoundsInOrder(draw))
  return layoutGraph(graph)
}

/**
 * Lays out the games of `graph` (or only those in `include`, for a page of a split draw). A game
 * whose feeders are left out becomes a leaf of the page.
 */
export function layoutGraph(graph: DrawGraph, include?: ReadonlySet<DrawNode>): DrawLayout {
  const included = (node: DrawNode | null | undefined): node is DrawNode =>
    node != null && (!include || include.has(node))
  const feeder = (node: DrawNode, side: Side) => {
    const candidate = node.feeders[side]
    return included(candidate) ? candidate : null
  }
  const nodes = graph.columns.flat().filter((node) => included(node))
  const roots = nodes
    .filter((node) => !included(node.next?.node))
    .sort((a, b) => b.column - a.column || a.game.number - b.game.number)

  const y = new Map<DrawNode, number>()
  const entryAnchors = new Map<DrawNode, Partial<Record<Side, number>>>()
  let cursor = 0
  const place = (node: DrawNode) => {
    if (y.has(node)) return
    const home = feeder(node, 'home')
    const away = feeder(node, 'away')
    if (!home && !away) {
      y.set(node, cursor + 0.5)
      cursor += 1
      return
    }
    const anchor = (side: Side, from: DrawNode | null): number => {
      if (from) {
        place(from)
        return y.get(from) ?? 0
      }
      const at = cursor + 0.25
      cursor += 0.5
      entryAnchors.set(node, { ...entryAnchors.get(node), [side]: at })
      return at
    }
    const top = anchor('home', home)
    y.set(node, (top + anchor('away', away)) / 2)
  }
  for (const root of roots) place(root)

  // Second pass, left to right: re-centre on the feeders as finally placed, then keep a slot apart.
  const columnCount = graph.columns.length
  const columns: DrawNode[][] = Array.from({ length: columnCount }, () => [])
  for (const node of nodes) columns[node.column]?.push(node)
  let height = cursor
  for (const column of columns) {
    for (const node of column) {
      const home = feeder(node, 'home')
      const away = feeder(node, 'away')
      if (!home && !away) continue
      const anchors = entryAnchors.get(node)
      const top = home ? (y.get(home) ?? 0) : (anchors?.home ?? 0)
      const bottom = away ? (y.get(away) ?? 0) : (anchors?.away ?? 0)
      y.set(node, (top + bottom) / 2)
    }
    column.sort((a, b) => (y.get(a) ?? 0) - (y.get(b) ?? 0))
    for (let i = 1; i < column.length; i += 1) {
      const above = y.get(column[i - 1]!) ?? 0
      if ((y.get(column[i]!) ?? 0) < above + 1) y.set(column[i]!, above + 1)
    }
    const last = column[column.length - 1]
    if (last) height = Math.max(height, (y.get(last) ?? 0) + 0.5)
  }

  // A page of a split draw shows only the draw rounds it has games of.
  const kept = columns.map((_, index) => index).filter((index) => !include || columns[index]!.length > 0)
  const columnOf = new Map(kept.map((index, position) => [index, position]))

  const placed = new Map<DrawNode, PlacedGame>()
  const byIdx = new Map<string, PlacedGame>()
  for (const node of nodes) {
    const game: PlacedGame = {
      game: node.game,
      column: columnOf.get(node.column) ?? node.column,
      y: y.get(node) ?? 0,
      feeders: { home: null, away: null },
      next: null,
    }
    placed.set(node, game)
    byIdx.set(node.game.idx, game)
  }
  for (const node of nodes) {
    const game = placed.get(node)!
    for (const side of ['home', 'away'] as const) {
      const from = feeder(node, side)
      if (from) game.feeders[side] = placed.get(from) ?? null
    }
    const next = node.next && included(node.next.node) ? placed.get(node.next.node) : undefined
    if (next && node.next) game.next = { game: next, side: node.next.side }
  }
  return {
    graph,
    rounds: kept.map((index) => graph.rounds[index]!),
    columns: kept.map((index) => columns[index]!.map((node) => placed.get(node)!)),
    height,
    byIdx,
  }
}
