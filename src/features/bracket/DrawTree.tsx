import {
  startTransition,
  useContext,
  useEffect,
  Fragment,
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
import { GameCard } from './GameCard'
import type { Game } from '../../api/schemas'
import { gameState, setViews } from '../../domain/score'
import { courtText, scheduleText, slotText, type BracketText } from './game-text'
import { connectorPath } from './layout/connectors'
import { GEOMETRY, gameTop } from './layout/geometry'
import { firstRow, moveRow, type NavigationKey, type RowRef } from './layout/navigation'
import { sideOf, teamPath } from './layout/team-path'
import type { DrawLayout, PlacedGame } from './layout/tree-layout'
import { widestSetLine } from './set-line'
import type { TeamMarks } from './team-marks'
import { VisibleBandContext } from './viewport-context'
import './bracket.css'

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
}

const NAVIGATION_KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])

function rowOf(target: EventTarget | null): { row: RowRef; team: string | null } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-side][data-game]') : null
  const { game, side, team } = element?.dataset ?? {}
  if (!game || (side !== 'home' && side !== 'away')) return null
  return { row: { gameIdx: game, side }, team: team ?? null }
}

export function DrawTree({ layout, marks, label, headingLevel = 3 }: DrawTreeProps) {
  const text = useBracketText()
  const id = useId()
  const treeRef = useRef<HTMLDivElement>(null)
  const [hoverTeam, setHoverTeam] = useState<string | null>(null)
  const [pinnedTeam, setPinnedTeam] = useState<string | null>(null)
  const [active, setActive] = useState<RowRef | null>(null)
  const activeRow = active && layout.byIdx.has(active.gameIdx) ? active : firstRow(layout)
  const shownTeam = hoverTeam ?? pinnedTeam
  const path = useMemo(() => new Set(shownTeam ? teamPath(layout, shownTeam) : []), [layout, shownTeam])
  const Heading = `h${headingLevel}` as const
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
  const inView = (placed: PlacedGame) => {
    if (!partial) return true
    const top = GEOMETRY.header + topOf(placed)
    return top < band.bottom && top + GEOMETRY.slot > band.top
  }

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
    if (team) setPinnedTeam((pinned) => (pinned === team ? null : team))
  }

  const height = layout.height * GEOMETRY.slot
  return (
    // Events bubble up from the team-row buttons; the container only delegates them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={treeRef}
      className="bk-tree"
      role="group"
      aria-label={label}
      style={{ height: `${GEOMETRY.header + height}em` }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerOver={onPointerOver}
      onPointerLeave={() => setHoverTeam(null)}
      onClick={onClick}
    >
      {layout.columns.map((column, index) => {
        const round = layout.rounds[index]
        if (!round) return null
        const headingId = `${id}-${index}`
        return (
          <Fragment key={round.idx}>
            {index > 0 && (
              <svg
                className="bk-lines"
                viewBox={`0 0 1 ${height}`}
                preserveAspectRatio="none"
                aria-hidden="true"
                style={{ height: `${height}em` }}
              >
                <path d={connectorPath(layout, index)} />
                {shownTeam && (
                  <path
                    className="bk-lines-path"
                    d={connectorPath(
                      layout,
                      index,
                      (to, side) => path.has(to) && sideOf(to, shownTeam) === side,
                    )}
                  />
                )}
              </svg>
            )}
            <section className="bk-col" aria-labelledby={headingId}>
              <Heading className="bk-label" id={headingId}>
                {round.label}
              </Heading>
              <ColumnSizer column={column} marks={marks} text={text} />
              <ol className="bk-games">
                {column.map((placed) => {
                  if (!inView(placed)) return null
                  const { game } = placed
                  const next = placed.next?.game
                  const highlight = path.has(placed) && shownTeam ? sideOf(placed, shownTeam) : null
                  const pressed = pinnedTeam ? sideOf(placed, pinnedTeam) : null
                  return (
                    <li key={game.idx} style={{ top: `${topOf(placed)}em` }}>
                      <GameCard
                        game={game}
                        homeName={slotText(game.homeTeam, game.homeTeamDetails, text)}
                        awayName={slotText(game.awayTeam, game.awayTeamDetails, text)}
                        homeMark={game.homeTeam ? marks.get(game.homeTeam.idx) : undefined}
                        awayMark={game.awayTeam ? marks.get(game.awayTeam.idx) : undefined}
                        nextNumber={next ? text.shownNumber(next.game.number) : undefined}
                        nextRound={next ? layout.rounds[next.column]?.label : undefined}
                        highlight={highlight}
                        pressed={pressed}
                        tabbable={activeRow?.gameIdx === game.idx ? activeRow.side : null}
                      />
                    </li>
                  )
                })}
              </ol>
            </section>
          </Fragment>
        )
      })}
    </div>
  )
}

function topOf(placed: PlacedGame): number {
  // A BYE game shows one row, centred where the line leaves it.
  return placed.game.status === 'BYE'
    ? placed.y * GEOMETRY.slot - GEOMETRY.row / 2 - GEOMETRY.meta
    : gameTop(placed.y)
}

/**
 * Gives the draw round's column the width of its widest rows, so names are never cut: an invisible
 * copy of the longest names, with the widest set line of the round's games.
 */
function ColumnSizer({ column, marks, text }: { column: PlacedGame[]; marks: TeamMarks; text: BracketText }) {
  // Names of about the same length can differ in width: the three longest are measured.
  const widest: string[] = []
  const consider = (name: string) => {
    if (widest.includes(name)) return
    let at = widest.length
    while (at > 0 && widest[at - 1]!.length < name.length) at -= 1
    if (at < 3) widest.splice(at, 0, name)
    if (widest.length > 3) widest.pop()
  }
  let live = false
  let anyMark = false
  // Times are all about as long; the longest court name makes the longest schedule line.
  let longestCourt: Game | undefined
  let courtLength = -1
  for (const { game } of column) {
    const court = courtText(game, text)?.length ?? 0
    if (court > courtLength) {
      courtLength = court
      longestCourt = game
    }
    consider(slotText(game.homeTeam, game.homeTeamDetails, text))
    consider(slotText(game.awayTeam, game.awayTeamDetails, text))
    live ||= gameState(game) === 'live'
    anyMark ||= Boolean(
      (game.homeTeam && marks.has(game.homeTeam.idx)) || (game.awayTeam && marks.has(game.awayTeam.idx)),
    )
  }
  const sets = widestSetLine(column.map(({ game }) => setViews(game.score?.sets)))
  const schedule = longestCourt
    ? `#${text.shownNumber(longestCourt.number)} · ${scheduleText(longestCourt, text)}`
    : ''
  // One row, the names one per line: as wide as the widest of them. A set's tie-break mark is
  // out of the flow, so a set is as wide as its digits.
  return (
    <div className="bk-sizer" aria-hidden="true">
      <div className="bk-meta">
        {live && <span className="bk-status">{text.messages.live}</span>}
        {schedule}
      </div>
      <div className="bk-row bk-won">
        {anyMark && <span className="bk-mark">WC</span>}
        <span className="bk-name">{widest.join('\n')}</span>
        {sets && <span className="bk-sets">{sets}</span>}
        <span className="bk-flag">{text.messages.short.walkover}</span>
      </div>
    </div>
  )
}
