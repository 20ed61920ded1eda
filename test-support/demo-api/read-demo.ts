import { BRACKET_RELATIONS, POOL_TABLE_RELATIONS } from '../../src/api/round-views.ts'
import { apiClient } from './client.ts'

/**
 * Reads the demo API in-process (no port), as the main demo organization: the real data the
 * bracket and standings are checked against, and that the benchmark and the visual harness show.
 */
/** A round as the bracket and the pool tables show it, with courts and the pools' teams too. */
const DEMO_ROUND_POPULATE = [
  ...BRACKET_RELATIONS,
  'draws.rounds.games.court',
  'pools.teams',
  ...POOL_TABLE_RELATIONS,
].join(',')

export function roundPath(roundIdx: string): string {
  return `/v1/external/rounds/${roundIdx}?populate=${DEMO_ROUND_POPULATE}`
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
