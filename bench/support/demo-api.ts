import { createDemoApp } from '../../server/src/app.ts'

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
  const demo = createDemoApp()
  try {
    const call = (path: string, token?: string) =>
      demo.fetch(
        new Request(`http://demo.local${path}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        }),
      )
    const credentials = (await (await call('/_demo/credentials')).json()) as { main: { token: string } }
    return await Promise.all(
      paths.map(async (path) => {
        const response = await call(path, credentials.main.token)
        if (response.status !== 200)
          throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
        return response.json() as Promise<unknown>
      }),
    )
  } finally {
    demo.close()
  }
}
