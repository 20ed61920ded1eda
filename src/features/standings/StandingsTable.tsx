import { useId, useRef, useState } from 'react'
import type { Pool, StandingColumn } from '../../api/schemas'
import { useLocale, useMessages } from '../../i18n/locale'
import { standingsMessages } from './messages'
import { standingsInRankOrder, statColumns, statValue, type StatColumn } from './standing-columns'
import { useHorizontalOverflow } from './use-horizontal-overflow'
import './standings.css'

export interface StandingsTableProps {
  /** A pool with `standings.team` and `standings.teamStats` populated. */
  pool: Pool
  /** The tournament's `standingColumns`: the columns shown first, in their order. */
  standingColumns?: readonly StandingColumn[] | null
  /** The tournament's sport: in pickleball, "games" are points. */
  sport?: string
  /** Prefix of each row's `id`, the anchor its link points at. */
  anchorPrefix?: string
}

const DIFFERENCES = new Set(['pointsDifference', 'setsPointsDifference'])

/**
 * A pool's table: rank, team, and every statistic, the tournament's chosen columns first. On a
 * phone the rank and team stay put while the numbers scroll sideways, with a visible cue. Each row
 * has an `id` to link to and a button that copies that link.
 */
export function StandingsTable({
  pool,
  standingColumns,
  sport,
  anchorPrefix = 'standing',
}: StandingsTableProps) {
  const messages = useMessages(standingsMessages)
  const locale = useLocale()
  const id = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const overflow = useHorizontalOverflow(scrollRef)
  const [copied, setCopied] = useState('')
  const standings = standingsInRankOrder(pool.standings)
  const columns = statColumns(standingColumns, standings)
  const words = sport === 'PICKLEBALL' ? { ...messages.stats, ...messages.rallyPoints } : messages.stats
  const number = new Intl.NumberFormat(locale)
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
  const label = (column: StatColumn) =>
    column.stat ? words[column.stat] : { short: column.label ?? '', long: column.label ?? '' }

  const copyLink = async (anchor: string, team: string) => {
    const url = new URL(window.location.href)
    url.hash = anchor
    window.history.replaceState(window.history.state, '', url)
    try {
      await navigator.clipboard.writeText(url.href)
      setCopied(messages.linkCopied(team))
    } catch {
      setCopied(messages.linkNotCopied)
    }
  }

  if (standings.length === 0) return <p className="st-empty">{messages.noStandings}</p>
  return (
    <div className="st">
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
        <table className="st-table" aria-describedby={`${id}-note`}>
          <caption id={`${id}-caption`}>{pool.name}</caption>
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
                  <td className="st-rank">{standing.rank}</td>
                  <th scope="row" className="st-team">
                    <span className="st-name">{team}</span>
                    <button
                      type="button"
                      className="st-link"
                      aria-label={messages.copyLink(team)}
                      title={messages.copyLink(team)}
                      onClick={() => void copyLink(anchor, team)}
                    >
                      #
                    </button>
                  </th>
                  {columns.map((column, index) => {
                    const value = statValue(standing, column.stat)
                    const firstOfRest = !column.chosen && (index === 0 || columns[index - 1]?.chosen)
                    const className = `st-stat${firstOfRest ? ' st-rest' : ''}${column.stat === 'points' ? ' st-points' : ''}`
                    return (
                      <td key={column.id} className={className}>
                        {value === null
                          ? '–'
                          : column.stat && DIFFERENCES.has(column.stat)
                            ? signed.format(value)
                            : number.format(value)}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {overflow.right && (
        <p className="st-hint" aria-hidden="true">
          {messages.scrollHint} →
        </p>
      )}
      <p id={`${id}-note`} className="st-note">
        {messages.tiebreakNote}
      </p>
      <p className="st-status" role="status">
        {copied}
      </p>
    </div>
  )
}
