/** The standings feature's public face. */
export { StandingsTable, type StandingsTableProps } from './StandingsTable'
export { standingsInRankOrder, statColumns } from './standing-columns'
export { standingsMessages } from './messages'
