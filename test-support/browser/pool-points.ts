import type { Page } from '@playwright/test'

/**
 * Each team's points in a round's pool tables, as a venue screen shows them and as the API has
 * them: what the live-update tests compare.
 */
export const STANDINGS_QUERY = 'populate=pools.standings.team,pools.standings.teamStats'

export function pointsOnScreen(page: Page): Promise<Record<string, string | undefined>> {
  return page
    .locator('.screen-table tbody tr')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('th')?.textContent, row.querySelectorAll('td')[1]?.textContent]),
      ),
    )
}

/** From a getRound answer asked with `STANDINGS_QUERY`. */
export async function pointsServed(response: Response): Promise<Record<string, string>> {
  if (!response.ok) throw new Error(`reading the round failed: ${response.status}`)
  const round = (await response.json()) as {
    pools: { standings: { team: { name: string }; teamStats: { points: number } }[] }[]
  }
  return Object.fromEntries(
    round.pools.flatMap((pool) =>
      pool.standings.map((each) => [each.team.name, String(each.teamStats.points)]),
    ),
  )
}
