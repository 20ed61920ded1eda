import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken } from '../test-support/browser/demo-api-controls'
import { divisionTeams } from '../test-support/browser/division-teams'
import { expect, test } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'
import { signInTab } from '../test-support/browser/sign-in'

/**
 * A staff page's first request leaves while the page's own chunk is still on its way, not after it
 * (decision 3700): the chunk is held back here for a second and a half, and the API request must
 * have been sent, once, before the chunk arrives. Before, the loader in that chunk sent it.
 */
const RG = LANDMARKS.rolandGarros
const HELD_MS = 1_500

interface EarlyPage {
  name: string
  path: (teamIdx: string) => string
  chunk: RegExp
  request: RegExp
  heading: (teamName: string) => string
}

const PAGES: EarlyPage[] = [
  {
    name: 'the round page',
    path: () => `/rounds/${RG.roundIdx}?tournament=${RG.tournamentIdx}`,
    chunk: /\/assets\/_roundIdx-[\w-]+\.js$/,
    request: new RegExp(`/v1/external/rounds/${RG.roundIdx}\\?`),
    heading: () => 'Main draw',
  },
  {
    name: 'the order of play',
    path: () => `/tournaments/${RG.tournamentIdx}/schedule?day=2023-05-28`,
    chunk: /\/assets\/schedule-[\w-]+\.js$/,
    request: new RegExp(
      `/v1/external/tournaments/${RG.tournamentIdx}\\?populate=divisions,divisions\\.rounds$`,
    ),
    heading: () => 'Order of play',
  },
  {
    name: 'the team page',
    path: (teamIdx) => `/tournaments/${RG.tournamentIdx}/teams/${teamIdx}?division=${RG.divisionIdx}`,
    chunk: /\/assets\/teams_\._teamIdx-[\w-]+\.js$/,
    request: new RegExp(`/v1/external/tournaments/${RG.tournamentIdx}/teams\\?division=${RG.divisionIdx}&`),
    heading: (teamName) => teamName,
  },
]

for (const { name, path, chunk, request, heading } of PAGES) {
  test(`${name} sends its first request before its chunk arrives`, async ({ page }) => {
    const { token } = await mintToken(E2E_API_URL, `e2e early request: ${name}`)
    await signInTab(page, token, E2E_API_URL)
    const [team] = await divisionTeams(E2E_API_URL, token, RG.tournamentIdx, RG.divisionIdx)
    const sent: number[] = []
    let chunkArrived = Number.POSITIVE_INFINITY
    page.on('request', (each) => {
      if (request.test(each.url())) sent.push(Date.now())
    })
    page.on('requestfinished', (each) => {
      if (chunk.test(each.url())) chunkArrived = Date.now()
    })
    await page.route(chunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HELD_MS))
      await route.continue()
    })
    await page.goto(path(team!.idx))
    // The chunk's hold, then a 128 draw's round on a machine running the suite: more than 7 s.
    await expect(page.getByRole('heading', { level: 1, name: heading(team!.name) })).toBeVisible({
      timeout: 20_000,
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]!).toBeLessThan(chunkArrived)
  })
}
