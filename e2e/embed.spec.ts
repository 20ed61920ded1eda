import type { Request } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import {
  contentHeight,
  frameHeight,
  LOOPBACK_FROM_PUBLIC_PAGES,
  openClubPage,
  type ClubPage,
} from '../test-support/browser/club-page'
import { mintToken } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL, E2E_VIEWER_URL } from '../test-support/browser/ports'

/**
 * A club's page on another site frames embeds of the live padel tournament from the viewer (the
 * production build, token mode) with the issue's sandbox, and loads embed.js from the viewer.
 */
const PADEL = LANDMARKS.livePadel
const ROUND_EMBED = `/embed/tournaments/${PADEL.tournamentIdx}/rounds/${PADEL.poolRoundIdx}`

test.use(LOOPBACK_FROM_PUBLIC_PAGES)

/** The club's page as README "Embeds" has it: the iframe with a `#token=` and embed.js. */
function club(embed: string, token?: string, options: Partial<ClubPage> = {}): ClubPage {
  return {
    src: `${E2E_VIEWER_URL}${embed}${token ? `#token=${token}` : ''}`,
    scriptFrom: E2E_VIEWER_URL,
    ...options,
  }
}

test('a club’s page on another origin shows a round, sized to its content, in the theme it asked for', async ({
  page,
}) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e embed')
  const secret = token.split('_').at(-1)!
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  await page.setViewportSize(VIEWPORTS.laptop)
  const frame = await openClubPage(
    page,
    club(`${ROUND_EMBED}?theme=dark&accent=%23b45309&scale=1.125&show=title,pools`, token, {
      withImpostor: true,
    }),
  )

  // Auto height: the iframe takes its content's height, and the impostor's messages change nothing.
  await expect.poll(() => frameHeight(page)).toBeGreaterThan(400)
  await page.waitForTimeout(500)
  expect(Math.abs((await frameHeight(page)) - (await contentHeight(frame)))).toBeLessThanOrEqual(1)
  expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true)

  // Theme, accent and font scale.
  const look = await frame.evaluate(() => {
    const root = getComputedStyle(document.documentElement)
    const link = document.querySelector('footer a')
    return {
      theme: document.documentElement.dataset.theme,
      background: root.backgroundColor,
      fontSize: root.fontSize,
      accent: root.getPropertyValue('--cs-accent').trim(),
      linkUnderline: link ? getComputedStyle(link).textDecorationColor : null,
    }
  })
  expect(look).toEqual({
    theme: 'dark',
    background: 'rgb(11, 17, 32)',
    fontSize: '18px',
    accent: '#b45309',
    linkUnderline: 'rgb(180, 83, 9)',
  })
  await expect(frame.getByRole('table')).toHaveCount(4)

  // The token: never in a URL, never in storage, only in the Authorization header to the API.
  const carried: { origin: string; headers: string[] }[] = []
  const apiReferers: (string | undefined)[] = []
  for (const request of requests) {
    expect(request.url()).not.toContain(secret)
    const headers = await request.allHeaders()
    const origin = new URL(request.url()).origin
    const carrying = Object.entries(headers).filter(([, value]) => value.includes(secret))
    if (carrying.length > 0) carried.push({ origin, headers: carrying.map(([name]) => name) })
    if (origin === E2E_API_URL) apiReferers.push(headers.referer)
  }
  expect(requests.some((request) => request.url().startsWith(`${E2E_API_URL}/v1/external/rounds/`))).toBe(
    true,
  )
  expect(carried.length).toBeGreaterThan(0)
  expect(carried).toEqual(carried.map(() => ({ origin: E2E_API_URL, headers: ['authorization'] })))
  expect(apiReferers.length).toBeGreaterThan(0)
  expect(apiReferers).toEqual(apiReferers.map(() => undefined))
  // No third party: the club's page (and the other site's frame on it), the viewer, the API.
  const origins = new Set(requests.map((request) => new URL(request.url()).origin))
  expect([...origins].sort()).toEqual(
    [E2E_API_URL, E2E_VIEWER_URL, 'http://club.test', 'http://evil.test'].sort(),
  )
  expect(frame.url()).not.toContain(secret)
  expect(await frame.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
    secret,
  )
})

test('the full results open in a new tab without an opener or a referrer, from inside the sandbox', async ({
  page,
}) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e embed link')
  // The full viewer's page of the round (the public page's host is made up, and routes cannot
  // answer a popup's first request when it is opened without an opener).
  const frame = await openClubPage(page, club(`${ROUND_EMBED}?link=viewer`, token))
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('link', { name: /Open full results/ }).click(),
  ])
  await expect(popup).toHaveURL(new RegExp(`^${E2E_VIEWER_URL}/`))
  await expect(popup.getByRole('banner')).toContainText('Courtside')
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  expect(await popup.evaluate(() => document.referrer)).toBe('')
  // The embed's token stayed in the embed: the new tab was handed nothing.
  expect(popup.url()).not.toContain(token.split('_').at(-1)!)
})

test('without embed.js the iframe keeps its height and the embed scrolls inside it', async ({ page }) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e embed fixed')
  const frame = await openClubPage(page, club(ROUND_EMBED, token, { scriptFrom: null }))
  await page.waitForTimeout(500)
  expect(await frameHeight(page)).toBe(150)
  expect(await frame.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
  await frame.locator('footer').scrollIntoViewIfNeeded()
  await expect(frame.getByRole('link', { name: /Open full results/ })).toBeInViewport()
})

test('an embed published without a token says so, and asks the API nothing', async ({
  page,
  allowConsoleError,
}) => {
  // The router reports the loader's refusal, which the embed then shows.
  allowConsoleError(/MissingEmbedAccessError/)
  const apiRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_API_URL)) apiRequests.push(request.url())
  })
  const frame = await openClubPage(page, club(ROUND_EMBED))
  await expect(frame.getByRole('alert')).toContainText('published without access')
  expect(apiRequests).toEqual([])
})

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of a club page with embeds (${theme})`, async ({ page }) => {
    // Eight loads of a club page (four embeds, two sizes): more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    const { token } = await mintToken(E2E_API_URL, `e2e embed screenshots ${theme}`)
    const embeds = {
      round: `${ROUND_EMBED}?theme=${theme}`,
      pool: `${ROUND_EMBED}/pools/${await firstPool(token)}?theme=${theme}`,
      bracket: `/embed/tournaments/${PADEL.tournamentIdx}/rounds/${PADEL.womenBracketRoundIdx}?theme=${theme}&accent=%23b45309`,
      tournament: `/embed/tournaments/${PADEL.tournamentIdx}?theme=${theme}`,
    }
    for (const [name, embed] of Object.entries(embeds)) {
      for (const [size, viewport] of [
        ['phone', VIEWPORTS.phone],
        ['laptop', VIEWPORTS.laptop],
      ] as const) {
        await page.setViewportSize(viewport)
        const frame = await openClubPage(page, club(embed, token))
        await expect.poll(() => frameHeight(page)).toBeGreaterThan(150)
        await page.waitForTimeout(300)
        expect(Math.abs((await frameHeight(page)) - (await contentHeight(frame)))).toBeLessThanOrEqual(1)
        await saveScreenshot(page, `embed-${name}-${theme}-${size}`)
        await page.unrouteAll({ behavior: 'ignoreErrors' })
      }
    }
  })
}

/** The live padel group stage's first pool, as the API names it (pools have no landmark ids). */
async function firstPool(token: string): Promise<string> {
  const response = await fetch(`${E2E_API_URL}/v1/external/rounds/${PADEL.poolRoundIdx}?populate=pools`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const round = (await response.json()) as { pools: { idx: string; number: number }[] }
  return [...round.pools].sort((a, b) => a.number - b.number)[0]!.idx
}
