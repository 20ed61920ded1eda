import { apiClient } from './client.ts'

/**
 * Reads the demo API in-process (no port), as the main demo organization: the real data the
 * bracket and standings are checked against, and that the benchmark and the visual harness show.
 */
const DRAW_GAMES = 'draws.rounds.games'
export const ROUND_POPULATE = [
  `${DRAW_GAMES}.homeTeam`,
  `${DRAW_GAMES}.awayTeam`,
  `${DRAW_GAMES}.winner`,
  `${DRAW_GAMES}.court`,
  `${DRAW_GAMES}.score.sets`,
  'pools.teams',
  'pools.standings.team',
  'pools.standings.teamStats',
].join(',')

export function roundPath(roundIdx: string): string {
  return `/v1/external/rounds/${roundIdx}?populate=${ROUND_POPULATE}`
}

/** GETs each path with the main demo token; throws unless every answer is 200. */
export async function readDemo(paths: readonly string[]): Promise<unknown[]> {
  const client = apiClient()
  try {
    return await Promise.all(
      paths.map(async (path) => {
        const answer = await client.get(path)
        if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`)
        return answer.body
      }),
    )
  } finally {
    client.demo.close()
  }
}
