import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import { expect, saveScreenshot, test } from '../test-support/browser/fixtures'
import { openScreen, startScreenApi, type ScreenApi } from '../test-support/browser/screen'
import { signInWithNewToken } from '../test-support/browser/sign-in'

const { rolandGarros: RG, qualifiers: Q } = LANDMARKS
/** Widths a person looks at: a phone, a laptop, a full-HD and a 4K screen. */
const WIDTHS = [390, 1366, 1920, 3840]
const heightOf = (width: number) => ({ 390: 844, 1366: 768, 1920: 1080, 3840: 2160 })[width] ?? 1080

let api: ScreenApi | null = null
test.afterEach(async () => {
  await api?.close()
  api = null
})

test('a finished tournament names its champions at the top of its page, and the division its podium', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(180_000)
  // The demo's banners and avatars are on hosts that do not resolve.
  allowConsoleError(/Failed to load resource: net::ERR_NAME_NOT_RESOLVED.*\.example/)
  await signInWithNewToken(page, 'e2e podium pages')
  // No third-place play-off: the semi-final losers share third.
  await page.goto(`/tournaments/${RG.tournamentIdx}/divisions/${RG.divisionIdx}`)
  await expect(page.getByRole('region', { name: 'Podium' }).getByRole('listitem')).toHaveText(
    ['ChampionNovak Djokovic', 'Runner-upCasper Ruud', /^Joint 3rd(Carlos Alcaraz|Alexander Zverev){2}$/],
    // The page shows first; its podium follows with the 127 games of the draw, on a busy machine.
    { timeout: 20_000 },
  )
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightOf(width) })
    await page.goto(`/tournaments/${RG.tournamentIdx}`)
    const champions = page.getByRole('region', { name: 'Champions' })
    await expect(champions.getByRole('list', { name: /^Podium of / })).toHaveText(
      /ChampionNovak Djokovic\s*Runner-upCasper Ruud/,
    )
    // At the top: above the divisions.
    const top = async (name: string) => (await page.getByRole('region', { name }).boundingBox())!.y
    expect(await top('Champions')).toBeLessThan(await top('Divisions'))
    await saveScreenshot(page, 'podium-tournament')

    // A third-place play-off decides third and fourth.
    await page.goto(`/tournaments/${Q.tournamentIdx}/divisions/${Q.divisionIdx}`)
    const podium = page.getByRole('region', { name: 'Podium' }).getByRole('listitem')
    await expect(podium).toHaveText([/^Champion/, /^Runner-up/, /^3rd/, /^4th/])
    await saveScreenshot(page, 'podium-division')
  }
})

/** The champion's card: where it is, and how tall the champion's name is drawn. */
async function championCard(page: Page) {
  const card = (await page.locator('.screen-champion').boundingBox())!
  const name = await page
    .getByText('Novak Djokovic')
    .evaluate((element) => element.getBoundingClientRect().height)
  return { ...card, name }
}

test('the Champions view fills a 1920x1080 and a 3840x2160 screen and names the champions', async ({
  page,
}) => {
  test.setTimeout(90_000)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e champions screen' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await openScreen(page, api, token, { tournament: RG.tournamentIdx, views: 'champions' })
  await expect(page.getByRole('heading', { level: 2, name: 'Champions' })).toBeVisible()
  const podium = page.getByRole('list', { name: /^Podium of / })
  await expect(podium).toContainText('ChampionNovak Djokovic')
  await expect(podium).toContainText('Runner-upCasper Ruud')
  for (const width of [1920, 3840, 1366, 390]) {
    const height = heightOf(width)
    await page.setViewportSize({ width, height })
    if (width >= 1920) {
      // One division's card is drawn large, wholly on the screen, its champion readable from afar.
      await expect(async () => {
        const card = await championCard(page)
        expect(Math.max(card.width / width, card.height / height)).toBeGreaterThan(0.5)
        expect(card.x).toBeGreaterThanOrEqual(0)
        expect(card.y + card.height).toBeLessThanOrEqual(height)
        expect(card.x + card.width).toBeLessThanOrEqual(width)
        expect(card.name).toBeGreaterThan(height * 0.05)
      }).toPass()
    }
    await saveScreenshot(page, 'podium-screen')
  }
})
