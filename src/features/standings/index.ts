/** The standings feature's public face. */
export { PoolTables, type PoolTablesProps } from './PoolTables'
export { StandingsTable, type StandingsTableProps } from './StandingsTable'
export { standingsInRankOrder, statColumns } from './standing-columns'
export { standingsMessages } from './messages'
export { poolTableLayout, type PoolTableLayout } from './table-layout'
