import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import { LOOPBACK_FROM_PUBLIC_PAGES, openClubPage } from '../test-support/browser/club-page'
import { mintToken, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { pointsOnScreen, pointsServed, STANDINGS_QUERY } from '../test-support/browser/pool-points'
import { E2E_API_URL, E2E_VIEWER_URL } from '../test-support/browser/ports'
import { FAILED_LOADS, openScreen, startScreenApi, type ScreenApi } from '../test-support/browser/screen'
import { signInTab } from '../test-support/browser/sign-in'

/**
 * Offline start and the installable app (decision 3600), against the production build with its
 * service worker, which every other spec blocks (playwright.config.ts).
 */
const { livePadel } = LANDMARKS
const T = livePadel.tournamentIdx
const ANSWERS = 'courtside-answers'
/** A first visit on a busy 2-core machine; the offline reloads have their own 5 s. */
const FIRST_VISIT_MS = 15_000

test.use({ serviceWorkers: 'allow', ...LOOPBACK_FROM_PUBLIC_PAGES })
// The worker's install downloads the whole app: on a busy 2-core machine that takes seconds.
test.describe.configure({ timeout: 60_000 })

let api: ScreenApi | null = null
test.afterEach(async () => {
  await api?.close()
  api = null
})

/** The service worker controls the page's next load, and the answers the page read are kept. */
async function readyForOffline(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated')
  await expect
    .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, ANSWERS))
    .toBeGreaterThan(0)
}

/** Every request and response body kept in any cache of the viewer's origin, with its address. */
function everythingKept(page: Page) {
  return page.evaluate(async () => {
    const kept: { cache: string; url: string; headers: number; body: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const body = response && /json|javascript|html/.test(response.headers.get('Content-Type') ?? '')
        kept.push({
          cache: name,
          url: request.url,
          headers: [...request.headers].length,
          body: body ? await response.text() : '',
        })
      }
    }
    return kept
  })
}

test('a screen reloaded offline shows its last results within 5 s, says so, and catches up when the network returns', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(FAILED_LOADS)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e offline screen' })
  await page.setViewportSize({ width: 1280, height: 720 })
  await openScreen(page, api, token, {
    tournament: T,
    views: `pools:${livePadel.poolRoundIdx}`,
    refresh: '2',
  })
  await expect(page.getByRole('heading', { level: 2, name: 'Men open · Group stage' })).toBeVisible()
  const shown = await pointsOnScreen(page)
  expect(Object.keys(shown).length).toBeGreaterThan(3)
  await readyForOffline(page)

  await context.setOffline(true)
  const reloaded = Date.now()
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 2, name: 'Men open · Group stage' })).toBeVisible({
    timeout: 5_000,
  })
  const status = page.locator('.screen-footer').getByRole('status')
  await expect(status).toHaveText(/^Offline · data from \d{1,2}:\d\d/, {
    timeout: 5_000 - (Date.now() - reloaded),
  })
  expect(await pointsOnScreen(page)).toEqual(shown)
  await saveScreenshot(page, 'offline-screen')

  // A result changes while the screen is offline; the network comes back: it reaches the screen.
  const served = async () =>
    pointsServed(
      await api!.demo.fetch(
        new Request(`http://demo/v1/external/rounds/${livePadel.poolRoundIdx}?${STANDINGS_QUERY}`, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      ),
    )
  const before = JSON.stringify(await served())
  for (let event = 0; event < 500 && JSON.stringify(await served()) === before; event++) {
    api.demo.controls.simulation.step(1, T)
  }
  const after = await served()
  expect(JSON.stringify(after)).not.toBe(before)
  await context.setOffline(false)
  await expect.poll(() => pointsOnScreen(page), { timeout: 10_000 }).toEqual(after)
  await expect(status).toHaveText(/^Updated (just now|\d+ s ago)$/)
})

test('a staff page visited before opens offline, marked as offline, and drops the mark when the network returns', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(FAILED_LOADS)
  const { token } = await mintToken(E2E_API_URL, 'e2e offline staff')
  await servePlaceholderPictures(page)
  await signInTab(page, token, E2E_API_URL)
  await page.goto(`/tournaments/${T}`)
  const heading = page.getByRole('heading', { level: 1, name: 'Riverside Padel Open' })
  await expect(heading).toBeVisible({ timeout: FIRST_VISIT_MS })
  await readyForOffline(page)

  await context.setOffline(true)
  await page.reload()
  await expect(heading).toBeVisible({ timeout: 5_000 })
  const note = page.getByRole('status').filter({ hasText: 'Offline' })
  await expect(note).toContainText('This page shows what this device kept, from')
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop]) {
    await page.setViewportSize(viewport)
    await saveScreenshot(page, 'offline-staff-page')
  }

  await context.setOffline(false)
  await expect(note).toHaveCount(0, { timeout: 10_000 })
  await expect(heading).toBeVisible()
})

test('what the device keeps holds no token and no header, and sign-out leaves no stored answer', async ({
  page,
}) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e offline sign-out')
  await servePlaceholderPictures(page)
  await signInTab(page, token, E2E_API_URL)
  await page.goto(`/tournaments/${T}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
  await readyForOffline(page)
  const kept = await everythingKept(page)
  const answers = kept.filter(({ cache }) => cache === ANSWERS)
  expect(answers.length).toBeGreaterThan(0)
  expect(answers.map(({ body }) => JSON.parse(body) !== null)).not.toContain(false)
  expect(kept.filter(({ url, body }) => url.includes(token) || body.includes(token))).toEqual([])
  expect(answers.filter(({ headers }) => headers > 0)).toEqual([])
  // The identity operation's answer is never kept (the connect page below asks for it).
  expect(answers.filter(({ url }) => url.includes(encodeURIComponent('/v1/external/me')))).toEqual([])

  await page.goto('/')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('textbox', { name: 'API token' })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
        ANSWERS,
      ),
    )
    .toBe(0)
})

test('installable: the manifest names the app, its icons and the theme, and the worker is ready', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL))
    .toBe(`${E2E_VIEWER_URL}/sw.js`)

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string
    short_name: string
    display: string
    theme_color: string
    start_url?: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Courtside: live tournament results', short_name: 'Courtside' })
  expect(manifest.display).toBe('standalone')
  // The one theme's accent, as the stylesheet has it.
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--cs-accent').trim(),
  )
  expect(manifest.theme_color).toBe(accent)
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  expect(manifest.start_url).toBe('/')

  // Chromium's own verdict, on a page reached by a link (a venue screen's, say), controlled by
  // the worker: installable (but for the test's private window), opening on that very page.
  const { token } = await mintToken(E2E_API_URL, 'e2e offline install')
  await servePlaceholderPictures(page)
  await signInTab(page, token, E2E_API_URL)
  await page.goto(`/tournaments/${T}/schedule`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_VISIT_MS })
  const cdp = await page.context().newCDPSession(page)
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[]
      }
      return installabilityErrors.map(({ errorId }) => errorId).filter((id) => id !== 'in-incognito')
    })
    .toEqual([])
  await expect
    .poll(async () => {
      const { manifest: parsed } = (await cdp.send('Page.getAppManifest')) as unknown as {
        manifest?: { startUrl?: string; display?: string }
      }
      return parsed?.startUrl
    })
    .toBe(`${E2E_VIEWER_URL}/tournaments/${T}/schedule`)
})

test('embeds on a club’s page work as before once the worker runs on the viewer’s origin, and register none', async ({
  page,
}) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e offline embed')
  await servePlaceholderPictures(page)
  await signInTab(page, token, E2E_API_URL)
  await page.goto(`/tournaments/${T}`)
  await readyForOffline(page)

  const frame = await openClubPage(page, {
    src: `${E2E_VIEWER_URL}/embed/tournaments/${T}/rounds/${livePadel.poolRoundIdx}#token=${token}`,
    scriptFrom: E2E_VIEWER_URL,
  })
  await expect(frame.getByRole('table').first()).toBeVisible()
  // Its storage is the club page's (partitioned; and here not even a secure context): the viewer's
  // worker does not answer it, and the embed registers none of its own.
  await page.waitForTimeout(1_000)
  expect(
    await frame.evaluate(async () => {
      const container = window.isSecureContext ? navigator.serviceWorker : undefined
      return {
        controlled: Boolean(container?.controller),
        registered: (await container?.getRegistrations())?.length ?? 0,
      }
    }),
  ).toEqual({ controlled: false, registered: 0 })
  // Nor does it link the manifest: an embed is never installed, and the file and its icon were
  // downloads before its first request.
  await expect(frame.locator('link[rel="manifest"]')).toHaveCount(0)
})
