import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'

for (const [name, size] of Object.entries({ phone: VIEWPORTS.phone, tv: VIEWPORTS.tv })) {
  test(`the app loads with its header and the connect page (${name})`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto('/')
    await expect(page.getByRole('banner')).toContainText('Courtside')
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your organization' })).toBeVisible()
    await saveScreenshot(page, `connect-${name}`)
  })
}

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL('/')
})
