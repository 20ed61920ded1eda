import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import { servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { startScreenApi, syncPageClock, type ScreenApi } from '../test-support/browser/screen'
import { signInTab } from '../test-support/browser/sign-in'

/**
 * Issue 34 §5: on a phone what is on now comes first. The demo's padel tournament played today, the
 * page's clock with the API's.
 */
const P = LANDMARKS.livePadel
const TOURNAMENT = `/tournaments/${P.tournamentIdx}`
const SCHEDULE = `${TOURNAMENT}/schedule`
const SCREENSHOT_SIZES = { ...VIEWPORTS, wall: { width: 3840, height: 2160 } }

let api: ScreenApi | null = null
test.afterEach(async () => {
  await api?.close()
  api = null
})

async function open(page: Page, name: string): Promise<void> {
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name })
  await servePlaceholderPictures(page)
  await syncPageClock(page, api)
  await signInTab(page, token, api.url)
}

const courtHeads = (page: Page) =>
  page.getByRole('region', { name: /^Courts on / }).getByRole('heading', { level: 3 })

test('on a 390×844 phone the Now strip starts on the first screen, and the filters behind their control still work', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await open(page, 'e2e now first')
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(SCHEDULE)
  const now = page.getByRole('region', { name: 'Now', exact: true })
  await expect(now.getByRole('region', { name: 'Live now' })).toBeVisible()
  const box = await now.boundingBox()
  expect(box!.y, 'the Now strip’s top, in px from the top of the page').toBeLessThan(844)

  // One control in place of the three filters; it opens them.
  const filters = page.getByRole('button', { name: 'Filters', exact: true })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Court', { exact: true })).toBeHidden()
  await filters.click()
  await page.getByLabel('Court', { exact: true }).selectOption({ label: 'Pista 3' })
  await expect(courtHeads(page)).toHaveCount(1)
  await expect(courtHeads(page).first()).toContainText('Pista 3')
  // Closed again with Escape, it says which filter is set.
  await page.keyboard.press('Escape')
  const set = page.getByRole('button', { name: 'Filters: Pista 3', exact: true })
  await expect(set).toHaveAttribute('aria-expanded', 'false')
  await expect(set).toBeFocused()
  await expect(page.getByLabel('Court', { exact: true })).toBeHidden()

  // A laptop shows the filters as before, without the control.
  await page.setViewportSize(VIEWPORTS.laptop)
  await expect(page.getByLabel('Court', { exact: true })).toBeVisible()
  await expect(set).toBeHidden()
})

test('the tournament page of a tournament in progress says what is on court and leads to the order of play', async ({
  page,
}) => {
  // Eight pages drawn (two at each of four sizes, one of them 4K): minutes on a busy 2-core machine.
  test.setTimeout(240_000)
  await open(page, 'e2e tournament now')
  for (const [size, viewport] of Object.entries(SCREENSHOT_SIZES)) {
    await page.setViewportSize(viewport)
    await page.goto(TOURNAMENT)
    const now = page.getByRole('region', { name: 'Now', exact: true })
    await expect(now.getByRole('status')).toHaveText(/^\d+ games? live, on Pista/)
    await page.waitForLoadState('networkidle')
    await saveScreenshot(page, `tournament-now-${size}`)
    await page.goto(SCHEDULE)
    await expect(page.getByRole('region', { name: 'Live now' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await saveScreenshot(page, `schedule-now-first-${size}`)
  }
  await page.goto(TOURNAMENT)
  await page.getByRole('link', { name: /See the order of play/ }).click()
  await expect(page).toHaveURL(new RegExp(`${SCHEDULE}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Order of play' })).toBeVisible()
})
