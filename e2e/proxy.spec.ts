import type { Page, Request } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import {
  contentHeight,
  frameHeight,
  LOOPBACK_FROM_PUBLIC_PAGES,
  openClubPage,
} from '../test-support/browser/club-page'
import { requestsAfter, requestsWith } from '../test-support/browser/demo-api-controls'
import { expect, test } from '../test-support/browser/fixtures'
import { pointsOnScreen, pointsServed, STANDINGS_QUERY } from '../test-support/browser/pool-points'
import { E2E_PROXY_API_URL, E2E_PROXY_URL } from '../test-support/browser/ports'

/**
 * The viewer through the public-display proxy (issue 9): nginx serves the build with
 * `{"apiBaseUrl": "", "tokenMode": "proxy"}` and adds the demo API's main token itself, so no
 * browser holds a token at all. The demo API behind it (its own port) counts what reached it.
 */
const PADEL = LANDMARKS.livePadel
const ROUND_EMBED = `/embed/tournaments/${PADEL.tournamentIdx}/rounds/${PADEL.poolRoundIdx}`

test.use(LOOPBACK_FROM_PUBLIC_PAGES)

interface Credential {
  token: string
  idx: string
}

/** The token the proxy holds: the demo API's main one. */
async function proxyCredential(): Promise<Credential> {
  const response = await fetch(`${E2E_PROXY_API_URL}/_demo/credentials`)
  const { main } = (await response.json()) as { main: Credential }
  return main
}

/** Every request the page made, to be checked for the token once the page has shown its data. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

async function expectNoTokenInTheBrowser(page: Page, requests: readonly Request[], token: string) {
  const secret = token.split('_').at(-1)!
  expect(requests.length).toBeGreaterThan(0)
  for (const request of requests) {
    expect(request.url()).not.toContain(secret)
    const headers = await request.allHeaders()
    expect(headers.authorization).toBeUndefined()
    expect(JSON.stringify(headers)).not.toContain(secret)
  }
  const viewerFrames = page.frames().filter((frame) => frame.url().startsWith(E2E_PROXY_URL))
  expect(viewerFrames.length).toBeGreaterThan(0)
  for (const frame of viewerFrames) {
    const stored = await frame.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
    expect(stored).not.toContain(secret)
    expect(await frame.content()).not.toContain(secret)
  }
}

test('an embed through the proxy shows its round with no token in the browser at all', async ({ page }) => {
  const { token, idx } = await proxyCredential()
  const since = (await requestsWith(E2E_PROXY_API_URL, idx)).length
  const requests = recordRequests(page)
  await page.goto(`${E2E_PROXY_URL}${ROUND_EMBED}?theme=dark`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(4)
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')

  await expectNoTokenInTheBrowser(page, requests, token)
  // The browser asked its own origin; the proxy asked the API, with the token it holds: the
  // tournament, the round, and the next round's draws (how many of each pool go through).
  const api = requests.filter((request) => new URL(request.url()).pathname.startsWith('/v1/external/'))
  expect(api.map((request) => new URL(request.url()).origin)).toEqual([
    E2E_PROXY_URL,
    E2E_PROXY_URL,
    E2E_PROXY_URL,
  ])
  const upstream = (await requestsWith(E2E_PROXY_API_URL, idx)).slice(since)
  expect(upstream.map((entry) => entry.path)).toEqual(
    expect.arrayContaining([
      `/v1/external/tournaments/${PADEL.tournamentIdx}`,
      `/v1/external/rounds/${PADEL.poolRoundIdx}`,
      `/v1/external/rounds/${PADEL.bracketRoundIdx}`,
    ]),
  )
})

test('a club site the proxy lets frame the viewer shows the embed, sized by embed.js, without a token', async ({
  page,
}) => {
  const { token } = await proxyCredential()
  const requests = recordRequests(page)
  const frame = await openClubPage(page, {
    src: `${E2E_PROXY_URL}${ROUND_EMBED}`,
    scriptFrom: E2E_PROXY_URL,
  })
  await expect(frame.getByRole('table')).toHaveCount(4)
  await expect.poll(() => frameHeight(page)).toBeGreaterThan(400)
  expect(Math.abs((await frameHeight(page)) - (await contentHeight(frame)))).toBeLessThanOrEqual(1)
  await expectNoTokenInTheBrowser(page, requests, token)
})

test('a site the proxy does not list in frame-ancestors cannot frame the viewer', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/frame-ancestors|Refused to frame/)
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text())
  })
  const response = await page.request.get(`${E2E_PROXY_URL}${ROUND_EMBED}`)
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self' http://club.test")
  expect(response.headers()['referrer-policy']).toBe('no-referrer')
  await page.route('http://other-club.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Other club</title><iframe title="Results" src="${E2E_PROXY_URL}${ROUND_EMBED}"></iframe>`,
    }),
  )
  await page.goto('http://other-club.test/')
  await expect.poll(() => refusals.length).toBeGreaterThan(0)
  // Refused: the viewer never ran in the frame.
  const embedded = page.frames().find((frame) => frame.url().startsWith(E2E_PROXY_URL))
  expect(embedded ? await embedded.locator('.embed').count() : 0).toBe(0)
})

test('a venue screen through the proxy shows live results with no token in the browser at all', async ({
  page,
}) => {
  const { token, idx } = await proxyCredential()
  const after = (await requestsAfter(E2E_PROXY_API_URL)).at(-1)?.seq ?? 0
  const requests = recordRequests(page)
  // A 2 s refresh instead of 15 s; no #token= at all: the proxy holds it.
  await page.goto(`${E2E_PROXY_URL}/screen?tournament=${PADEL.tournamentIdx}&views=${POOLS}&refresh=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Men open · Group stage' })).toBeVisible()
  await expect.poll(() => pointsOnScreen(page)).toEqual(await servedPoints(token))

  // A game of the pools ends in the API; the screen shows the new table within a refresh or two
  // (the proxy's cache keeps an answer for 1 s here).
  const before = JSON.stringify(await servedPoints(token))
  // Few direct reads: they spend the token's budget like the proxy's own.
  for (let events = 0; events < 500 && JSON.stringify(await servedPoints(token)) === before; events += 20) {
    await stepSimulation(20)
  }
  const now = await servedPoints(token)
  expect(JSON.stringify(now)).not.toBe(before)
  await expect.poll(() => pointsOnScreen(page), { timeout: 10_000 }).toEqual(now)
  await expect(page.getByRole('status')).toHaveText(/Updated/)

  await expectNoTokenInTheBrowser(page, requests, token)
  const asked = requests.map((request) => new URL(request.url()))
  const api = asked.filter((url) => url.pathname.startsWith('/v1/external/'))
  expect(api.length).toBeGreaterThan(2)
  expect(api.every((url) => url.origin === E2E_PROXY_URL)).toBe(true)
  expect(api.map((url) => url.pathname)).not.toContain('/v1/external/me')
  // Everything that reached the API carried the proxy's token, and only it.
  const upstream = await requestsAfter(E2E_PROXY_API_URL, after)
  expect(upstream.length).toBeGreaterThan(0)
  expect(new Set(upstream.map((entry) => entry.tokenIdx))).toEqual(new Set([idx]))
})

const POOLS = `pools:${PADEL.poolRoundIdx}`

/** Each team's points as the API has them now, asked directly (with the proxy's own token). */
async function servedPoints(token: string): Promise<Record<string, string>> {
  const url = `${E2E_PROXY_API_URL}/v1/external/rounds/${PADEL.poolRoundIdx}?${STANDINGS_QUERY}`
  return pointsServed(await fetch(url, { headers: { Authorization: `Bearer ${token}` } }))
}

async function stepSimulation(events: number): Promise<void> {
  const response = await fetch(`${E2E_PROXY_API_URL}/_demo/simulation/step`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events, tournamentIdx: PADEL.tournamentIdx }),
  })
  if (!response.ok) throw new Error(`stepping the simulation failed: ${response.status}`)
}
