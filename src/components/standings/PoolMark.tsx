import type { TeamOutlook } from '../../domain/pool-outlook'
import { useMessages } from '../../i18n/locale'
import { standingsMessages } from './messages'
import './pool-mark.css'

/** A team's mark in a pool table: through whatever the games left do, or out. */
export type PoolMarkKind = 'through' | 'out'

/** Each team's mark by team idx: only the teams through or out have one. */
export type PoolMarks = ReadonlyMap<string, PoolMarkKind>

const NO_MARKS: PoolMarks = new Map()

/** The marks a pool's outlook gives; none without an outlook. */
export function marksOf(outlooks: readonly TeamOutlook[] | null | undefined): PoolMarks {
  if (!outlooks) return NO_MARKS
  return new Map(
    outlooks.flatMap((each) => (each.status === 'open' ? [] : [[each.team.idx, each.status] as const])),
  )
}

/**
 * The mark beside a team's name: a sign drawn by CSS (pool-mark.css), named for screen readers
 * and on hover. `null` keeps the place of a mark in a table where other rows have one, so that
 * the names stay in line.
 */
export function PoolMark({ mark }: { mark: PoolMarkKind | null }) {
  const m = useMessages(standingsMessages)
  if (!mark) return <span className="pool-mark" aria-hidden="true" />
  return (
    <span
      className="pool-mark"
      data-mark={mark}
      role="img"
      aria-label={m.marks[mark]}
      title={m.marks[mark]}
    />
  )
}

/** What the marks mean, in words, under the tables that show them. */
export function PoolMarksLegend({ className = 'st-legend' }: { className?: string }) {
  const m = useMessages(standingsMessages)
  return (
    <ul className={className}>
      {(['through', 'out'] as const).map((mark) => (
        <li key={mark}>
          <span className="pool-mark" data-mark={mark} aria-hidden="true" /> {m.marksLegend[mark]}
        </li>
      ))}
      <li>{m.marksLegend.open}</li>
    </ul>
  )
}
