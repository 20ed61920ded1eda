import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { openScreen, startScreenApi, type ScreenApi } from '../test-support/browser/screen'
import { expect, saveScreenshot, test } from '../test-support/browser/fixtures'
import { playedToday } from '../test-support/browser/played-today'

const { livePadel, rolandGarros } = LANDMARKS
const T = livePadel.tournamentIdx
const ROUNDS = [
  livePadel.poolRoundIdx,
  livePadel.bracketRoundIdx,
  livePadel.womenBracketRoundIdx,
  livePadel.mixedPoolRoundIdx,
]
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
]

let api: ScreenApi | null = null
test.afterEach(async () => {
  await api?.close()
  api = null
})

/** Where the view's content ends against the space it has, and whether the page scrolls. */
function fill(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('.screen-slide-body')!.getBoundingClientRect()
    const bottoms = [...document.querySelectorAll('.screen-slide-body *')].map(
      (element) => element.getBoundingClientRect().bottom,
    )
    const root = document.scrollingElement!
    return {
      share: (Math.max(...bottoms) - body.top) / body.height,
      overflows: Math.max(...bottoms) > body.bottom + 1,
      scrolls: root.scrollHeight > window.innerHeight || root.scrollWidth > window.innerWidth,
    }
  })
}

test('the live view shows each court’s game on now and the next, filling the screen at 720p, 1080p and 4K', async ({
  page,
}) => {
  test.setTimeout(60_000)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e screen live view' })
  await openScreen(page, api, token, { tournament: T, views: 'live' })
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'On court now' })).toBeVisible()
    const courts = page.locator('.screen-live-court')
    await expect(courts.first()).toBeVisible()
    // The demo's six courts, each with a game on (six live) or the next one.
    await expect(courts).toHaveCount(6)
    await expect(page.getByRole('region', { name: 'Pista Central' })).toBeVisible()
    await expect(page.locator('.screen-live-now').first()).toContainText(/Live\s*\d+ min/i)
    await expect(page.getByText(/^Next \d/).first()).toBeVisible()
    const { share, overflows, scrolls } = await fill(page)
    expect(scrolls).toBe(false)
    expect(overflows).toBe(false)
    expect(share).toBeGreaterThan(0.95)
    await saveScreenshot(page, 'screen-live')
  }
})

test('a game going live in the demo appears on the live view without a reload', async ({ page }) => {
  test.setTimeout(60_000)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e screen goes live' })
  const liveGames = async () => {
    const games = await Promise.all(
      ROUNDS.map(async (roundIdx) => {
        const response = await api!.demo.fetch(
          new Request(
            `http://demo/v1/external/rounds/${roundIdx}?populate=games.homeTeam,games.awayTeam,games.winner`,
            { headers: { Authorization: `Bearer ${token}` } },
          ),
        )
        const round = (await response.json()) as {
          games: {
            idx: string
            status: string
            liveStartedAt?: string | null
            winner?: unknown
            homeTeam?: { name: string } | null
            awayTeam?: { name: string } | null
          }[]
        }
        return round.games.filter((game) => game.liveStartedAt && game.status === 'UPCOMING' && !game.winner)
      }),
    )
    return games.flat()
  }
  await openScreen(page, api, token, { tournament: T, views: 'live', refresh: '2' })
  await expect(page.locator('.screen-live-court').first()).toBeVisible()
  const before = new Set((await liveGames()).map((game) => game.idx))
  let started: Awaited<ReturnType<typeof liveGames>>[number] | undefined
  for (let event = 0; event < 500 && !started; event++) {
    api.demo.controls.simulation.step(1, T)
    started = (await liveGames()).find((game) => !before.has(game.idx))
  }
  expect(started?.homeTeam?.name).toBeTruthy()
  const onNow = page
    .locator('.screen-live-now')
    .filter({ hasText: started!.homeTeam!.name })
    .filter({ hasText: started!.awayTeam!.name })
  // Polled every 2 s; a busy CI machine can take a few polls to show it. A reload would never come.
  await expect(onNow).toBeVisible({ timeout: 15_000 })
  await expect(onNow).toContainText(/Live/i)
})

test('a bracket view starts where play is, or from the first round when the link asks', async ({ page }) => {
  test.setTimeout(60_000)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e screen bracket start' })
  const query = { tournament: rolandGarros.tournamentIdx, views: `bracket:${rolandGarros.roundIdx}` }
  await openScreen(page, api, token, query)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.reload()
    const tree = page.locator('.screen-bracket-tree')
    // The draw is played to the end: its last four rounds, to the winner, on one page.
    await expect(tree.getByText('Round of 16', { exact: true })).toBeVisible()
    await expect(tree.getByText('Final', { exact: true })).toBeVisible()
    await expect(tree.getByText('Round of 128', { exact: true })).toHaveCount(0)
    await expect(page.locator('.screen-bracket-name .screen-page')).toHaveCount(0)
    const { share, scrolls } = await fill(page)
    expect(scrolls).toBe(false)
    expect(share).toBeGreaterThan(0.85)
    await saveScreenshot(page, 'screen-bracket-follow')
  }
  await page.goto(`/screen?${new URLSearchParams({ ...query, bracket: 'whole' }).toString()}`)
  await expect(page.locator('.screen-bracket-tree').getByText('Round of 128', { exact: true })).toBeVisible()
  await expect(page.locator('.screen-bracket-name .screen-page')).toHaveText(/1 \/ \d+/)
})

test('pages of every view fill the screen’s height, without scrolling', async ({ page }) => {
  test.setTimeout(90_000)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e screen fill' })
  const views = [
    `pools:${livePadel.mixedPoolRoundIdx}`,
    `pools:${livePadel.poolRoundIdx}`,
    `bracket:${livePadel.womenBracketRoundIdx}`,
    'courts',
    'live',
  ]
  await openScreen(page, api, token, { tournament: T, views: views[0]! })
  for (const size of SIZES) {
    await page.setViewportSize(size)
    for (const view of views) {
      await page.goto(`/screen?${new URLSearchParams({ tournament: T, views: view }).toString()}`)
      await expect(
        page
          .locator('.screen-slide-body')
          .locator('table, .bk-tree, .screen-lane, .screen-live-court')
          .first(),
      ).toBeVisible()
      const { share, overflows, scrolls } = await fill(page)
      expect({ view, size, scrolls, overflows }).toEqual({ view, size, scrolls: false, overflows: false })
      // No empty lower third: the content reaches at least three quarters of the way down.
      expect(share, `${view} at ${size.width}x${size.height}`).toBeGreaterThan(0.75)
    }
  }
})

test('after the day’s last game, the live and courts views show the next day’s games and the latest results', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // 20:20 UTC (21:20 in Madrid): the day's ten slots, from 06:00 UTC, are long over; the last two
  // slots of the order of play are tomorrow's. The demo plays the day in time up to then.
  const anchor = playedToday()
  const offset = anchor.getTime() + 9 * 3_600_000 - Date.now()
  api = await startScreenApi({ anchor, now: () => Date.now() + offset })
  api.demo.controls.simulation.catchUp()
  const evening = new Date(api.now())
  const tomorrow = new Date(
    Date.UTC(evening.getUTCFullYear(), evening.getUTCMonth(), evening.getUTCDate() + 1, 12),
  )
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(tomorrow)
  const { token } = api.demo.controls.mintToken({ name: 'e2e screen nothing on' })
  await openScreen(page, api, token, { tournament: T, views: 'live' })
  for (const view of ['live', 'courts']) {
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.goto(`/screen?${new URLSearchParams({ tournament: T, views: view }).toString()}`)
      await expect(page.getByRole('heading', { level: 2, name: 'No game on court now' })).toBeVisible()
      const next = page.getByRole('region', { name: /^Next games · / })
      await expect(next.getByRole('heading', { level: 3 })).toContainText(weekday)
      await expect(next.getByRole('heading', { level: 3 })).toContainText(String(tomorrow.getUTCDate()))
      // Tomorrow's first game on each court, with its time.
      await expect(next.getByRole('region', { name: 'Pista Central' })).toContainText(/\d{2}:\d{2}/)
      const results = page.getByRole('region', { name: 'Latest results' }).getByRole('listitem')
      await expect(results.first()).toContainText('Final')
      expect(await results.count()).toBeGreaterThan(2)
      await expect(page.getByText(/none still to come/)).toHaveCount(0)
      const { share, overflows, scrolls } = await fill(page)
      expect({ view, size, scrolls, overflows }).toEqual({ view, size, scrolls: false, overflows: false })
      expect(share, `${view} at ${size.width}x${size.height}`).toBeGreaterThan(0.9)
      await saveScreenshot(page, `screen-nothing-on-${view}`)
    }
  }
})
