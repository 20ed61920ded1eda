import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

const PADEL = LANDMARKS.livePadel
const BUILDER = `/embeds/new?tournament=${PADEL.tournamentIdx}&round=${PADEL.poolRoundIdx}`

test('staff make an embed: a live preview sized to the embed, and the code for both ways', async ({
  page,
}) => {
  await servePlaceholderPictures(page)
  const { token } = await mintToken(E2E_API_URL, 'e2e embed builder')
  // Signed in by a handed-over token, kept in this tab for the reload below.
  await page.goto(`${BUILDER}&accent=%23b45309#token=${token}`)
  for (const [name, size] of [
    ['phone', VIEWPORTS.phone],
    ['laptop', VIEWPORTS.laptop],
  ] as const) {
    await page.setViewportSize(size)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Embed results on a website' })).toBeVisible()
    const preview = page.frameLocator('iframe[title^="Preview of the embed"]')
    await expect(preview.getByRole('table')).toHaveCount(4)
    // The preview iframe takes its content's height, as embed.js does on a club's page.
    const frame = page.locator('iframe[title^="Preview of the embed"]')
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(500)
    const inside = await preview
      .locator('.embed')
      .evaluate((embed) => Math.ceil(embed.getBoundingClientRect().height))
    expect(Math.abs(((await frame.boundingBox())?.height ?? 0) - inside)).toBeLessThanOrEqual(1)
    const boxes = page.getByRole('textbox', { name: 'The iframe, where the results go' })
    const snippets = [await boxes.nth(0).inputValue(), await boxes.nth(1).inputValue()]
    expect(snippets[0]).not.toContain(token)
    expect(snippets[1]).toContain('#token=PASTE_A_READ_TOKEN')
    expect(page.url()).not.toContain(token)
    await saveScreenshot(page, `embed-builder-${name}`)
  }
})

test('the accent is judged against the theme the embed will have, read from the one theme', async ({
  page,
}) => {
  await servePlaceholderPictures(page)
  const { token } = await mintToken(E2E_API_URL, 'e2e embed builder accent')
  // A dark grey accent on a dark embed: hardly visible.
  await page.goto(`${BUILDER}&theme=dark&accent=%23111827#token=${token}`)
  const warning = page.getByText(/^Low contrast with the background \(1\.\d:1\)/)
  await expect(warning).toBeVisible()
  await page.getByRole('radio', { name: 'Light' }).click()
  await expect(warning).toBeHidden()
  // Without an accent, the colour field shows the theme's own: teal on light, lighter teal on dark.
  await page.getByRole('button', { name: 'Default' }).click()
  const colour = page.getByRole('textbox', { name: 'Hex value' })
  await expect(colour).toHaveAttribute('placeholder', '#0f766e')
  await page.getByRole('radio', { name: 'Dark' }).click()
  await expect(colour).toHaveAttribute('placeholder', '#2dd4bf')
})
