import {
  startTransition,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'
import { useBracketText } from './bracket-context'
import { DrawColumn } from './DrawColumn'
import { DrawLines } from './DrawLines'
import { GEOMETRY_PROPERTIES, treeHeight } from './layout/geometry'
import { firstRow, moveRow, type NavigationKey, type RowRef } from './layout/navigation'
import { sideOf, teamPath } from './layout/team-path'
import type { DrawLayout } from './layout/tree-layout'
import type { TeamMarks } from './team-marks'
import { VisibleBandContext } from './viewport-context'
import './bracket.css'
import { orDash } from '../../domain/missing'

/**
 * A draw (or one page of it) drawn as a tree: draw rounds left to right, each a labelled region
 * with its games as a list, and lines from each game to the slot its winner takes. One tab stop;
 * arrow keys move between rows (see layout/navigation.ts); hovering, focusing or tapping a team
 * highlights its path.
 */
export interface DrawTreeProps {
  layout: DrawLayout
  marks: TeamMarks
  /** Accessible name of the whole tree, e.g. "Main draw: bracket". */
  label: string
  headingLevel?: 2 | 3 | 4
  /** The team whose path is highlighted at first (a link from its team page); tapping changes it. */
  initialTeam?: string | null
  /** Told the team pinned by a tap (null when unpinned), to offer a link to its page. */
  onPin?: (teamIdx: string | null) => void
}

const NAVIGATION_KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])

function rowOf(target: EventTarget | null): { row: RowRef; team: string | null } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-side][data-game]') : null
  const { game, side, team } = element?.dataset ?? {}
  if (!game || (side !== 'home' && side !== 'away')) return null
  return { row: { gameIdx: game, side }, team: team ?? null }
}

export function DrawTree({
  layout,
  marks,
  label,
  headingLevel = 3,
  initialTeam = null,
  onPin,
}: DrawTreeProps) {
  const text = useBracketText()
  const id = useId()
  const treeRef = useRef<HTMLDivElement>(null)
  const [hoverTeam, setHoverTeam] = useState<string | null>(null)
  const [pinnedTeam, setPinnedTeam] = useState<string | null>(initialTeam)
  const [active, setActive] = useState<RowRef | null>(null)
  const activeRow = active && layout.byIdx.has(active.gameIdx) ? active : firstRow(layout)
  const shownTeam = hoverTeam ?? pinnedTeam
  const path = useMemo(() => new Set(shownTeam ? teamPath(layout, shownTeam) : []), [layout, shownTeam])
  // The same array while the labels are: a refresh keeps the columns that did not change (DrawColumn).
  // A draw round without a label has '' here: its heading shows a dash, "winner goes to" no round.
  const labelText = layout.rounds.map((round) => round.label ?? '').join('\u0000')
  const labels = useMemo(() => labelText.split('\u0000'), [labelText])
  // In a viewport, the games in view come first and the rest right after the first paint (see
  // viewport-context.ts): a 256-draw paints what is seen, and is whole for a screen reader a moment later.
  const band = useContext(VisibleBandContext)
  const [complete, setComplete] = useState(false)
  const partial = band !== null && !complete
  useEffect(() => {
    if (!partial) return
    // After the first paint, not before it: a transition started now would run ahead of the frame.
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setComplete(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [partial])

  const focusRow = (row: RowRef) => {
    const rows = treeRef.current?.querySelectorAll<HTMLElement>(`button[data-side="${row.side}"]`) ?? []
    for (const element of rows) if (element.dataset.game === row.gameIdx) return element.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const at = rowOf(event.target)
    if (!at || !NAVIGATION_KEYS.has(event.key)) return
    const to = moveRow(layout, at.row, event.key as NavigationKey)
    event.preventDefault()
    if (to) focusRow(to)
  }
  const onFocus = (event: FocusEvent) => {
    const at = rowOf(event.target)
    if (!at) return
    setActive(at.row)
    setHoverTeam(at.team)
  }
  const onBlur = (event: FocusEvent) => {
    if (!treeRef.current?.contains(event.relatedTarget as Node | null)) setHoverTeam(null)
  }
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHoverTeam(rowOf(event.target)?.team ?? null)
  }
  const onClick = (event: MouseEvent) => {
    const team = rowOf(event.target)?.team
    if (!team) return
    const next = pinnedTeam === team ? null : team
    setPinnedTeam(next)
    onPin?.(next)
  }

  return (
    // Events bubble up from the team-row buttons; the container only delegates them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={treeRef}
      className="bk-tree"
      role="group"
      aria-label={label}
      style={{ ...GEOMETRY_PROPERTIES, height: `${treeHeight(layout.height)}em` }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerOver={onPointerOver}
      onPointerLeave={() => setHoverTeam(null)}
      onClick={onClick}
    >
      <DrawLines
        layout={layout}
        onPath={shownTeam ? (to, side) => path.has(to) && sideOf(to, shownTeam) === side : null}
      />
      {layout.columns.map((column, index) => {
        const round = layout.rounds[index]
        if (!round) return null
        return (
          <DrawColumn
            key={round.idx}
            column={column}
            label={orDash(round.label)}
            headingId={`${id}-${index}`}
            headingLevel={headingLevel}
            labels={labels}
            marks={marks}
            text={text}
            shownTeam={shownTeam}
            pinnedTeam={pinnedTeam}
            path={path}
            activeGame={activeRow?.gameIdx ?? null}
            activeSide={activeRow?.side ?? null}
            band={partial ? band : null}
          />
        )
      })}
    </div>
  )
}
