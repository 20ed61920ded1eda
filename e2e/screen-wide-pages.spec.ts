import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import { expect, saveScreenshot, test } from '../test-support/browser/fixtures'
import { signInWithNewToken } from '../test-support/browser/sign-in'

const P = LANDMARKS.livePadel
const RG = LANDMARKS.rolandGarros

/** The width of the page's main area and of the widest thing in it, in CSS px. */
function widths(page: Page, selector: string) {
  return page.evaluate((inner) => {
    const main = document.querySelector('main')!.getBoundingClientRect().width
    const content = Math.max(
      ...[...document.querySelectorAll(inner)].map((e) => e.getBoundingClientRect().width),
    )
    return { main, content }
  }, selector)
}

for (const width of [1920, 3840]) {
  test(`staff pages use the width of a ${width} px screen: a bracket and standings go full width`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await signInWithNewToken(page, `e2e wide pages ${width}`)
    await page.setViewportSize({ width, height: width === 1920 ? 1080 : 2160 })

    await page.goto(`/rounds/${RG.roundIdx}?tournament=${RG.tournamentIdx}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Main draw' })).toBeVisible()
    await expect(page.getByRole('group', { name: /bracket/ }).first()).toBeVisible()
    const bracket = await widths(page, '[role="group"]')
    // Before: the page stopped at about 1140 px whatever the screen.
    expect(bracket.main).toBeGreaterThan(width * 0.9)
    expect(bracket.content).toBeGreaterThan(1140)
    await saveScreenshot(page, 'wide-round-roland-garros')

    await page.goto(`/rounds/${P.poolRoundIdx}?tournament=${P.tournamentIdx}`)
    await expect(page.getByRole('table').first()).toBeVisible()
    expect((await widths(page, 'main')).main).toBeGreaterThan(width * 0.9)
    await saveScreenshot(page, 'wide-round-pools')

    // Text keeps a reading width: no paragraph runs the width of the screen.
    await page.goto(`/tournaments/${LANDMARKS.hostileText.tournamentIdx}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The longest line of any paragraph (its text, not its box).
    const widest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('main p')].map((p) => {
          const range = document.createRange()
          range.selectNodeContents(p)
          return range.getBoundingClientRect().width
        }),
      ),
    )
    expect(widest).toBeLessThanOrEqual(1024)
    await saveScreenshot(page, 'wide-tournament')
  })
}
