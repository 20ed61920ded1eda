import { useId, useMemo } from 'react'
import type { Pool, StandingColumn } from '../../api/schemas'
import { byNumber } from '../../domain/order'
import type { RoundOutlooks } from '../../domain/round-pool-outlooks'
import { useMessages } from '../../i18n/locale'
import { standingsMessages } from './messages'
import { marksOf, PoolMarksLegend } from './PoolMark'
import { StandingsTable } from './StandingsTable'
import { poolTableLayout } from './table-layout'

export interface PoolTablesProps {
  /** The round's pools, with `standings.team` and `standings.teamStats` populated. */
  pools: readonly Pool[]
  standingColumns?: readonly StandingColumn[] | null
  sport?: string
  /** Each row's copy-link button (see StandingsTable). */
  rowLinks?: boolean
  /** The tables' grid: one column by default; a page may put them side by side. */
  className?: string
  /** Mark rows level on points (see StandingsTable). */
  markTies?: boolean
  /** The pools' outlooks (hooks/use-pool-outlooks.ts): marks beside the teams through and out. */
  outlooks?: RoundOutlooks | null
}

/**
 * A round's pool tables in pool order, with the same columns at the same widths so that they
 * line up, and the head-to-head note said once below them all (and read with each table).
 */
export function PoolTables({
  pools,
  standingColumns,
  sport,
  rowLinks,
  className = 'grid gap-6',
  markTies,
  outlooks,
}: PoolTablesProps) {
  const { tiebreakNote } = useMessages(standingsMessages)
  const noteId = useId()
  const layout = useMemo(() => poolTableLayout(pools, standingColumns), [pools, standingColumns])
  const ordered = byNumber(pools)
  const marks = new Map(ordered.map((pool) => [pool.idx, marksOf(outlooks?.get(pool.idx))]))
  const marked = [...marks.values()].some((each) => each.size > 0)
  return (
    <div>
      <div className={className}>
        {ordered.map((pool) => (
          <StandingsTable
            key={pool.idx}
            pool={pool}
            standingColumns={standingColumns}
            sport={sport}
            anchorPrefix={`pool-${pool.number}`}
            layout={layout}
            rowLinks={rowLinks}
            tiebreakNote={{ describedBy: noteId }}
            markTies={markTies}
            marks={marked ? marks.get(pool.idx) : undefined}
            legend={false}
          />
        ))}
      </div>
      {marked && <PoolMarksLegend />}
      <p id={noteId} className="st-note">
        {tiebreakNote}
      </p>
    </div>
  )
}
