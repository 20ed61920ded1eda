import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Side } from '../../domain/score'
import { connectorPath } from './layout/connectors'
import { GEOMETRY, treeHeight } from './layout/geometry'
import type { DrawLayout, PlacedGame } from './layout/tree-layout'

/**
 * The lines between the draw rounds, all in one SVG path over the tree: the columns are as wide
 * as their longest names, so each gap's edges are measured, in a layout effect before the first
 * paint (the viewport's measure forces that layout anyway) and again when the tree's size
 * changes. One SVG, not one per gap: each SVG root cost ~0.2 ms of a draw's first frame.
 */
interface DrawLinesProps {
  layout: DrawLayout
  /** The highlighted team's lines: into `to`'s `side`, where that is on its path. */
  onPath: ((to: PlacedGame, side: Side) => boolean) | null
}

interface Edges {
  left: number
  right: number
}

export function DrawLines({ layout, onPath }: DrawLinesProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  const [edges, setEdges] = useState<Edges[] | null>(null)
  // The tree is the SVG's parent (its ref is not set yet when a child's layout effect runs).
  useLayoutEffect(() => {
    const tree = svgRef.current?.parentElement
    if (!tree) return
    const measure = () => {
      const next = [...tree.children]
        .filter(
          (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('bk-col'),
        )
        .map((column) => ({ left: column.offsetLeft, right: column.offsetLeft + column.offsetWidth }))
      setEdges((current) => (current && sameEdges(current, next) ? current : next))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(tree)
    return () => observer.disconnect()
  }, [])
  const boxes = useMemo(
    () =>
      (edges ?? []).slice(1).map((to, index) => ({
        left: edges![index]!.right,
        right: to.left,
        top: GEOMETRY.header,
      })),
    [edges],
  )
  const lines = useMemo(
    () => boxes.map((box, index) => connectorPath(layout, index + 1, null, box)).join(''),
    [layout, boxes],
  )

  const width = edges?.[edges.length - 1]?.right ?? 0
  const height = treeHeight(layout.height)
  return (
    <svg
      ref={svgRef}
      className="bk-lines"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      style={{ width: `${width}px`, height: `${height}em` }}
    >
      {lines && <path d={lines} />}
      {onPath && (
        <path
          className="bk-lines-path"
          d={boxes.map((box, index) => connectorPath(layout, index + 1, onPath, box)).join('')}
        />
      )}
    </svg>
  )
}

function sameEdges(a: readonly Edges[], b: readonly Edges[]): boolean {
  return a.length === b.length && a.every((edge, i) => edge.left === b[i]!.left && edge.right === b[i]!.right)
}
