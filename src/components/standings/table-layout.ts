import type { Pool, StandingColumn } from '../../api/schemas'
import { statColumns, type StatColumn } from './standing-columns'

/**
 * The columns of the pool tables on one page, and their widths, shared by every table so that
 * they line up one under another: the same statistics in the same order, the rank and each
 * statistic a fixed width, the team as wide as the longest team name on the page (within bounds;
 * a phone caps it further in CSS, and a longer name wraps).
 */
export interface PoolTableLayout {
  columns: StatColumn[]
  /** The team column's width, in `ch` of the table's text. */
  teamCh: number
}

/** A name this long or shorter gets its whole width; the team column is never narrower than this. */
const TEAM_CH = { min: 10, max: 26 } as const
/** Team names are bold: wider than the `ch` of the table's regular text. */
const BOLD = 1.1

export function poolTableLayout(
  pools: readonly Pick<Pool, 'standings'>[],
  configured: readonly StandingColumn[] | null | undefined,
): PoolTableLayout {
  const standings = pools.flatMap((pool) => pool.standings ?? [])
  const longest = Math.max(0, ...standings.map((standing) => characters(standing.team?.name ?? '')))
  return {
    columns: statColumns(configured, standings),
    teamCh: Math.min(TEAM_CH.max, Math.max(TEAM_CH.min, Math.ceil(longest * BOLD))),
  }
}

/** Characters as a reader counts them: "Muñoz" is 5, an emoji is 1. */
function characters(text: string): number {
  return [...text].length
}

export const RANK_EM = 2.5
/** "+12" in tabular figures and the cell's padding (standings.css: 0.4em each side). */
const STAT_EM = 2.75

/**
 * A statistic's column: wide enough for "+12" and its short heading; a type the app does not
 * know is headed by its humanized name, so it gets that name's width.
 */
export function statWidthEm(heading: string): number {
  return Math.max(STAT_EM, Math.ceil((heading.length * 0.5 + 0.8) * 4) / 4)
}
