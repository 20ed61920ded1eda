import type { Game, Pool, Team } from './dataset-schema.ts'
import type { BuildContext } from './context.ts'
import { entryDetails, newGame, poolLetter } from './game-factory.ts'
import { computeStandings } from './standings.ts'

/** Who plays whom on each match day of a round robin (the circle method); indexes into the pool. */
export function roundRobinSchedule(teamCount: number): Array<Array<[number, number]>> {
  const slots: Array<number | null> = Array.from({ length: teamCount }, (_, i) => i)
  if (teamCount % 2 === 1) slots.push(null)
  const days: Array<Array<[number, number]>> = []
  for (let day = 0; day < slots.length - 1; day++) {
    const pairs: Array<[number, number]> = []
    for (let i = 0; i < slots.length / 2; i++) {
      const home = slots[i]
      const away = slots[slots.length - 1 - i]
      if (home != null && away != null) pairs.push(day % 2 === 0 ? [home, away] : [away, home])
    }
    days.push(pairs)
    const last = slots.pop()
    slots.splice(1, 0, last ?? null)
  }
  return days
}

/**
 * Pools of a round-robin round: teams dealt out like cards (best seeds spread across the pools),
 * every team meeting every other of its pool once, games numbered match day by match day.
 */
export function buildPools(
  ctx: BuildContext,
  options: { key: string; teams: readonly Team[]; poolCount: number; createdAt: string },
): { pools: Pool[]; games: Game[] } {
  const members: Team[][] = Array.from({ length: options.poolCount }, () => [])
  options.teams.forEach((team, i) => {
    const lap = Math.floor(i / options.poolCount)
    const position = i % options.poolCount
    members[lap % 2 === 0 ? position : options.poolCount - 1 - position]?.push(team)
  })
  const pools = members.map((teams, p): Pool => ({
    idx: ctx.id('pool', options.key, p + 1),
    name: `Pool ${poolLetter(p + 1)}`,
    number: p + 1,
    teamIdxs: teams.map((team) => team.idx),
    standings: [],
  }))
  const schedules = members.map((teams) => roundRobinSchedule(teams.length))
  const days = Math.max(0, ...schedules.map((schedule) => schedule.length))
  const games: Game[] = []
  for (let day = 0; day < days; day++) {
    members.forEach((teams, p) => {
      const pool = pools[p]
      for (const [h, a] of schedules[p]?.[day] ?? []) {
        const home = teams[h]
        const away = teams[a]
        if (!pool || !home || !away) continue
        const number = games.length + 1
        games.push(
          newGame({
            idx: ctx.id('game', options.key, number),
            number,
            createdAt: options.createdAt,
            homeTeamDetails: entryDetails(home.name, h + 1, pool.number),
            awayTeamDetails: entryDetails(away.name, a + 1, pool.number),
            homeTeamIdx: home.idx,
            awayTeamIdx: away.idx,
            poolIdx: pool.idx,
            roundDetail: pool.name,
            matchDay: day + 1,
          }),
        )
      }
    })
  }
  const names = new Map(options.teams.map((team) => [team.idx, team.name]))
  for (const pool of pools) pool.standings = computeStandings(pool, games, (idx) => names.get(idx) ?? '')
  return { pools, games }
}
