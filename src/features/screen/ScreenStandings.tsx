import type { Pool, StandingColumn } from '../../api/schemas'
import { useLocale, useMessages } from '../../i18n/locale'
import {
  PoolMark,
  standingsInRankOrder,
  standingsMessages,
  statColumns,
  statFormatter,
  statValue,
  statWords,
  type PoolMarks,
  type StatKey,
} from '../../components/standings'
import { screenMessages } from './messages'
import { orDash } from '../../domain/missing'

/** Shown when the tournament chose no columns: enough to follow a pool from across the room. */
const SCREEN_DEFAULT: readonly StatKey[] = [
  'totalGamesPlayed',
  'wins',
  'losses',
  'setsPointsDifference',
  'points',
]
const MAX_COLUMNS = 6

/** The statistics a screen's pool table shows: the tournament's chosen columns (six at most), or a default few. */
export function screenStatKeys(
  configured: readonly StandingColumn[] | null | undefined,
  standings: Pool['standings'],
): StatKey[] {
  const chosen = statColumns(configured, standings ?? [])
    .filter((column) => column.chosen)
    .flatMap((column) => (column.stat ? [column.stat] : []))
  return chosen.length > 0 ? chosen.slice(0, MAX_COLUMNS) : [...SCREEN_DEFAULT]
}

/**
 * A pool's table for a venue screen: rank, team and a few statistics in large type, no controls.
 * The staff app's StandingsTable shows every statistic, with links and scrolling; a screen is read
 * from across the room and touched by nobody.
 */
export function ScreenStandings({
  pool,
  standingColumns,
  sport,
  marks,
}: {
  pool: Pool
  standingColumns: readonly StandingColumn[] | null | undefined
  sport: string
  /** The teams through and out, where the screen marks them (each row then has a mark's place). */
  marks?: PoolMarks | undefined
}) {
  const words = useMessages(standingsMessages)
  const m = useMessages(screenMessages)
  const locale = useLocale()
  const standings = standingsInRankOrder(pool.standings)
  const keys = screenStatKeys(standingColumns, pool.standings)
  const stats = statWords(words, sport)
  const statText = statFormatter(locale)
  return (
    <table className="screen-table">
      <caption>{orDash(pool.name)}</caption>
      <thead>
        <tr>
          <th scope="col" className="screen-table-rank">
            <abbr title={words.rank.long}>{words.rank.short}</abbr>
          </th>
          <th scope="col" className="screen-table-team">
            {m.team}
          </th>
          {keys.map((key) => (
            <th key={key} scope="col">
              <abbr title={stats[key].long}>{stats[key].short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {standings.map((standing) => (
          <tr key={standing.idx}>
            <td className="screen-table-rank">{standing.rank}</td>
            <th scope="row" className="screen-table-team">
              {marks && <PoolMark mark={marks.get(standing.team?.idx ?? '') ?? null} />}
              {standing.team?.name ?? ''}
            </th>
            {keys.map((key) => (
              <td key={key} className={key === 'points' ? 'screen-table-points' : undefined}>
                {statText(key, statValue(standing, key))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
