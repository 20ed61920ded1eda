import { memo } from 'react'
import type { Game } from '../../api/schemas'
import { gameState, setViews, type Side } from '../../domain/score'
import { GameCard, placedGameProps } from './GameCard'
import { courtText, scheduleText, slotText, type BracketText } from './game-text'
import { GEOMETRY, gameTop } from './layout/geometry'
import { sideOf } from './layout/team-path'
import type { PlacedGame } from './layout/tree-layout'
import { widestSetLine } from './set-line'
import type { TeamMarks } from './team-marks'
import type { VisibleBand } from './viewport-context'

/**
 * One draw round of the tree: its label, and its games as a list. Memoised
 * game by game (see sameColumn): a refresh that changes one game's score draws that game's
 * column again, not the whole draw (a 256-draw has eight).
 */
export interface DrawColumnProps {
  column: readonly PlacedGame[]
  label: string
  headingId: string
  headingLevel: 2 | 3 | 4
  /** Every draw round's label, for "winner goes to". */
  labels: readonly string[]
  marks: TeamMarks
  text: BracketText
  shownTeam: string | null
  pinnedTeam: string | null
  path: ReadonlySet<PlacedGame>
  /** The row that takes the tree's single tab stop. */
  activeGame: string | null
  activeSide: Side | null
  /** Only the games in this band are drawn (the first paint of a viewport); all when null. */
  band: VisibleBand | null
}

export const DrawColumn = memo(function DrawColumn(props: DrawColumnProps) {
  const { column, label, headingId, labels, marks, text, path } = props
  const { shownTeam, pinnedTeam, activeGame, activeSide, band } = props
  const Heading = `h${props.headingLevel}` as const
  const inView = (placed: PlacedGame) => {
    if (!band) return true
    const top = GEOMETRY.header + topOf(placed)
    return top < band.bottom && top + GEOMETRY.slot > band.top
  }
  return (
    <section className="bk-col" aria-labelledby={headingId}>
      <Heading className="bk-label" id={headingId}>
        {label}
      </Heading>
      <ColumnSizer column={column} marks={marks} text={text} />
      <ol className="bk-games">
        {column.map((placed) => {
          if (!inView(placed)) return null
          return (
            <li key={placed.game.idx} style={{ top: `${topOf(placed)}em` }}>
              <GameCard
                {...placedGameProps(placed, text, marks, (index) => labels[index] || undefined)}
                highlight={path.has(placed) && shownTeam ? sideOf(placed, shownTeam) : null}
                pressed={pinnedTeam ? sideOf(placed, pinnedTeam) : null}
                tabbable={activeGame === placed.game.idx ? activeSide : null}
              />
            </li>
          )
        })}
      </ol>
    </section>
  )
}, sameColumn)

/**
 * Every prop the same, the column's games compared one by one: a new layout of the same draw
 * (every refresh makes one) keeps a column whose games are the same objects at the same places.
 */
function sameColumn(before: DrawColumnProps, after: DrawColumnProps): boolean {
  for (const key of Object.keys(after) as (keyof DrawColumnProps)[]) {
    if (key === 'column' || key === 'path') continue
    if (!Object.is(before[key], after[key])) return false
  }
  const noPath = before.path.size === 0 && after.path.size === 0
  if (!noPath && before.path !== after.path) return false
  if (before.column.length !== after.column.length) return false
  return before.column.every((placed, index) => {
    const other = after.column[index]!
    return (
      placed.game === other.game &&
      placed.y === other.y &&
      placed.next?.game.game.number === other.next?.game.game.number &&
      placed.next?.game.column === other.next?.game.column
    )
  })
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
function ColumnSizer(props: { column: readonly PlacedGame[]; marks: TeamMarks; text: BracketText }) {
  const { column, marks, text } = props
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
  // One row, the names one per line: as wide as the widest of them. A set's tie-break mark takes
  // no width, so a set is as wide as its digits.
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
