import type { Standing, StandingColumn, TeamStats } from '../../api/schemas'
import { humanizeEnum } from '../../domain/labels'

/**
 * Which statistic columns a pool table shows, in which order. The tournament's `standingColumns`
 * come first, in their `ordering`; the contract does not list their `type` values, so the plausible
 * names are mapped to teamStats and an unknown one is kept, humanized, with no value. Every other
 * statistic follows in a default order, so a table always shows all of them.
 */
export type StatKey = Exclude<keyof TeamStats, 'idx'> | 'awardedPoints'

export interface StatColumn {
  /** Unique within the table. */
  id: string
  stat: StatKey | null
  /** The API's type when the column came from `standingColumns`. */
  type: string | null
  /** Words for a type the app does not know; otherwise the stat's own words from the catalog. */
  label: string | null
  /** Whether the organizer chose it (shown first) or it is one of the rest. */
  chosen: boolean
}

export const DEFAULT_ORDER: readonly StatKey[] = [
  'totalGamesPlayed',
  'wins',
  'ties',
  'losses',
  'points',
  'setsPointsFor',
  'setsPointsAgainst',
  'setsPointsDifference',
  'pointsFor',
  'pointsAgainst',
  'pointsDifference',
  'forfeits',
  'cancelled',
]

const ALIASES: Record<string, StatKey> = {
  POINTS: 'points',
  PTS: 'points',
  WINS: 'wins',
  WON: 'wins',
  VICTORIES: 'wins',
  LOSSES: 'losses',
  LOST: 'losses',
  DEFEATS: 'losses',
  TIES: 'ties',
  DRAWS: 'ties',
  TIED: 'ties',
  CANCELLED: 'cancelled',
  FORFEITS: 'forfeits',
  PLAYED: 'totalGamesPlayed',
  GAMES_PLAYED: 'totalGamesPlayed',
  MATCHES_PLAYED: 'totalGamesPlayed',
  TOTAL_GAMES_PLAYED: 'totalGamesPlayed',
  POINTS_FOR: 'pointsFor',
  GAMES_FOR: 'pointsFor',
  GAMES_WON: 'pointsFor',
  POINTS_AGAINST: 'pointsAgainst',
  GAMES_AGAINST: 'pointsAgainst',
  GAMES_LOST: 'pointsAgainst',
  POINTS_DIFFERENCE: 'pointsDifference',
  POINTS_DIFF: 'pointsDifference',
  GAMES_DIFFERENCE: 'pointsDifference',
  GAMES_DIFF: 'pointsDifference',
  SETS_FOR: 'setsPointsFor',
  SETS_WON: 'setsPointsFor',
  SETS_POINTS_FOR: 'setsPointsFor',
  SETS_AGAINST: 'setsPointsAgainst',
  SETS_LOST: 'setsPointsAgainst',
  SETS_POINTS_AGAINST: 'setsPointsAgainst',
  SETS_DIFFERENCE: 'setsPointsDifference',
  SETS_DIFF: 'setsPointsDifference',
  SETS_POINTS_DIFFERENCE: 'setsPointsDifference',
  AWARDED_POINTS: 'awardedPoints',
}

const STAT_KEYS = new Set<string>([...DEFAULT_ORDER, 'awardedPoints'])

/** The stat a `standingColumns` type stands for, or null when it is none the app knows. */
export function statForType(type: string): StatKey | null {
  const normalized = type
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase()
  const alias = ALIASES[normalized]
  if (alias) return alias
  const camel = normalized.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  return STAT_KEYS.has(camel) ? (camel as StatKey) : null
}

export function statColumns(
  configured: readonly StandingColumn[] | null | undefined,
  standings: readonly Standing[],
): StatColumn[] {
  const columns: StatColumn[] = []
  const shown = new Set<StatKey>()
  for (const column of [...(configured ?? [])].sort((a, b) => a.ordering - b.ordering)) {
    const stat = statForType(column.type)
    if (stat && shown.has(stat)) continue
    if (stat) shown.add(stat)
    columns.push({
      id: stat ?? `type-${column.type}`,
      stat,
      type: column.type,
      label: stat ? null : humanizeEnum(column.type),
      chosen: true,
    })
  }
  const rest: StatKey[] = [...DEFAULT_ORDER]
  if (standings.some((standing) => standing.awardedPoints)) rest.push('awardedPoints')
  for (const stat of rest) {
    if (!shown.has(stat)) columns.push({ id: stat, stat, type: null, label: null, chosen: false })
  }
  return columns
}

export function statValue(standing: Standing, stat: StatKey | null): number | null {
  if (!stat) return null
  if (stat === 'awardedPoints') return standing.awardedPoints ?? null
  return standing.teamStats?.[stat] ?? null
}

/** Rows in the stored rank order, as the API ranks them; equal ranks keep the order served. */
export function standingsInRankOrder(standings: readonly Standing[] | null | undefined): Standing[] {
  return [...(standings ?? [])].sort((a, b) => a.rank - b.rank)
}
