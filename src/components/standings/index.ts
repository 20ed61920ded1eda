/** The standings feature's public face. */
export { PoolTables, type PoolTablesProps } from './PoolTables'
export { StandingsTable, type StandingsTableProps } from './StandingsTable'
export { standingsInRankOrder, statColumns, statValue, type StatKey } from './standing-columns'
export { statFormatter, statWords } from './stat-text'
export { standingsMessages } from './messages'
export { poolTableLayout, type PoolTableLayout } from './table-layout'
export { marksOf, PoolMark, PoolMarksLegend, type PoolMarkKind, type PoolMarks } from './PoolMark'
