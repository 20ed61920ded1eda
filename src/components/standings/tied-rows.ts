import type { Pool } from '../../api/schemas'

/**
 * The teams of a pool level with another on points, to mark their rows ("2="): known from the
 * table alone. How they were separated is said under the tables where the page offers it
 * (features/team/TieNotes, from the tournament's tiebreak rules).
 */
export function tiedTeams(pool: Pick<Pool, 'standings'>): Set<string> {
  const count = new Map<number, number>()
  for (const row of pool.standings ?? [])
    if (row.team && row.teamStats) count.set(row.teamStats.points, (count.get(row.teamStats.points) ?? 0) + 1)
  const tied = new Set<string>()
  for (const row of pool.standings ?? [])
    if (row.team && row.teamStats && (count.get(row.teamStats.points) ?? 0) > 1) tied.add(row.team.idx)
  return tied
}
