import { useId, useMemo, useRef, type CSSProperties } from 'react'
import type { Pool, StandingColumn } from '../../api/schemas'
import { useLocale, useMessages } from '../../i18n/locale'
import { useClipboard } from '../forms/use-clipboard'
import { TeamLink } from '../team/TeamLink'
import { tiedTeams } from './tied-rows'
import { standingsMessages } from './messages'
import { PoolMark, PoolMarksLegend, type PoolMarks } from './PoolMark'
import { standingsInRankOrder, statValue, type StatColumn } from './standing-columns'
import { statFormatter, statWords } from './stat-text'
import { poolTableLayout, RANK_EM, statWidthEm, type PoolTableLayout } from './table-layout'
import { useHorizontalOverflow } from './use-horizontal-overflow'
import './standings.css'
import { orDash } from '../../domain/missing'

const NO_TIES: ReadonlySet<string> = new Set()
/** A mark's place beside the name (standings.css: 1.3em at 0.8em, and the gap). */
const MARK_EM = 1.3

export interface StandingsTableProps {
  /** A pool with `standings.team` and `standings.teamStats` populated. */
  pool: Pool
  /** The tournament's `standingColumns`: the columns shown first, in their order. */
  standingColumns?: readonly StandingColumn[] | null
  /** The tournament's sport: in pickleball, "games" are points. */
  sport?: string
  /** Prefix of each row's `id`, the anchor its link points at. */
  anchorPrefix?: string
  /** Columns and widths shared with the page's other pool tables (`PoolTables`); else this pool's own. */
  layout?: PoolTableLayout
  /** A button per row that copies a link to it; off where a link to the page is of no use (embeds). */
  rowLinks?: boolean
  /**
   * The note that head-to-head tiebreaks may order tied teams differently: below this table
   * (true), left out (false), or said once for several tables by the element with this id.
   */
  tiebreakNote?: boolean | { describedBy: string }
  /** Mark rows level on points ("2="), where the page says under the tables how they were ranked. */
  markTies?: boolean
  /**
   * The teams through and out (PoolMark), by team idx: each row gets a mark's place, and their
   * legend follows unless `legend` is false. Undefined where nothing is marked.
   */
  marks?: PoolMarks
  legend?: boolean
}

/**
 * A pool's table: rank, team, and every statistic, the tournament's chosen columns first. On a
 * phone the rank and team stay put while the numbers scroll sideways, with a visible cue. Each row
 * has an `id` to link to and, unless asked not to, a button that copies that link.
 */
export function StandingsTable({
  pool,
  standingColumns,
  sport,
  anchorPrefix = 'standing',
  layout,
  rowLinks = true,
  tiebreakNote = true,
  markTies = false,
  marks,
  legend = true,
}: StandingsTableProps) {
  const marked = marks !== undefined
  const tied = markTies ? tiedTeams(pool) : NO_TIES
  const messages = useMessages(standingsMessages)
  const locale = useLocale()
  const id = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const overflow = useHorizontalOverflow(scrollRef)
  const { status, copy } = useClipboard()
  const own = useMemo(() => poolTableLayout([pool], standingColumns), [pool, standingColumns])
  const { columns, teamCh } = layout ?? own
  const standings = standingsInRankOrder(pool.standings)
  const words = statWords(messages, sport)
  const statText = statFormatter(locale)
  const label = (column: StatColumn) =>
    column.stat ? words[column.stat] : { short: column.label ?? '', long: column.label ?? '' }
  const widths = columns.map((column) => statWidthEm(label(column).short))
  const statsEm = widths.reduce((sum, width) => sum + width, 0)
  // The team's column: the longest name on the page (and the link button), at most what a phone spares.
  const teamWidth = `min(${teamCh}ch + ${(rowLinks ? 3 : 1.25) + (marked ? MARK_EM : 0)}em, 44vw)`
  const noteId = `${id}-note`
  const describedBy =
    tiebreakNote === true ? noteId : tiebreakNote === false ? undefined : tiebreakNote.describedBy

  const copyLink = (anchor: string, team: string) => {
    const url = new URL(window.location.href)
    url.hash = anchor
    window.history.replaceState(window.history.state, '', url)
    void copy(url.href, { copied: messages.linkCopied(team), failed: messages.linkNotCopied })
  }

  if (standings.length === 0) return <p className="st-empty">{messages.noStandings}</p>
  return (
    <div
      className="st"
      style={{ '--st-min-width': `calc(${RANK_EM + statsEm}em + ${teamWidth})` } as CSSProperties}
    >
      <div
        ref={scrollRef}
        className="st-scroll"
        data-more-left={overflow.left || undefined}
        data-more-right={overflow.right || undefined}
        role="region"
        aria-labelledby={`${id}-caption`}
        // A scrollable region must take focus so the keyboard can scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="st-table" aria-describedby={describedBy}>
          <caption id={`${id}-caption`}>{orDash(pool.name)}</caption>
          <colgroup>
            <col style={{ width: `${RANK_EM}em` }} />
            {/* No width: the team takes what the numbers leave, at least its own (the table's min-width). */}
            <col />
            {columns.map((column, index) => (
              <col key={column.id} style={{ width: `${widths[index]}em` }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="st-rank">
                <abbr title={messages.rank.long}>{messages.rank.short}</abbr>
              </th>
              <th scope="col" className="st-team">
                {messages.team}
              </th>
              {columns.map((column, index) => {
                const words = label(column)
                const firstOfRest = !column.chosen && (index === 0 || columns[index - 1]?.chosen)
                return (
                  <th key={column.id} scope="col" className={firstOfRest ? 'st-stat st-rest' : 'st-stat'}>
                    <abbr title={words.long}>{words.short}</abbr>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {standings.map((standing) => {
              const team = standing.team?.name ?? ''
              const anchor = `${anchorPrefix}-${standing.team?.idx ?? standing.idx}`
              return (
                <tr key={standing.idx} id={anchor}>
                  <td className="st-rank" data-tied={tied.has(standing.team?.idx ?? '') || undefined}>
                    {standing.rank}
                    {/* Level on points: the note under the table (TieNotes) says how they were ranked. */}
                    {tied.has(standing.team?.idx ?? '') && (
                      <span className="st-tied" aria-hidden="true">
                        =
                      </span>
                    )}
                  </td>
                  <th scope="row" className="st-team">
                    <div className="st-team-cell">
                      {marks && <PoolMark mark={marks.get(standing.team?.idx ?? '') ?? null} />}
                      {standing.team ? (
                        <TeamLink team={standing.team} className="st-name" />
                      ) : (
                        <span className="st-name" />
                      )}
                      {rowLinks && (
                        <button
                          type="button"
                          className="st-link"
                          aria-label={messages.copyLink(team)}
                          title={messages.copyLink(team)}
                          onClick={() => copyLink(anchor, team)}
                        >
                          #
                        </button>
                      )}
                    </div>
                  </th>
                  {columns.map((column, index) => {
                    const value = statValue(standing, column.stat)
                    const firstOfRest = !column.chosen && (index === 0 || columns[index - 1]?.chosen)
                    const className = `st-stat${firstOfRest ? ' st-rest' : ''}${column.stat === 'points' ? ' st-points' : ''}`
                    return (
                      <td key={column.id} className={className}>
                        {statText(column.stat, value)}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {/* Its line is there when the table is wider than its box, from the first layout (standings.css). */}
      <div className="st-hint" aria-hidden="true" data-shown={overflow.right || undefined}>
        <p>{messages.scrollHint} →</p>
      </div>
      {marked && legend && <PoolMarksLegend />}
      {tiebreakNote === true && (
        <p id={noteId} className="st-note">
          {messages.tiebreakNote}
        </p>
      )}
      {rowLinks && (
        <p className="st-status" role="status">
          {status}
        </p>
      )}
    </div>
  )
}
