import { LANDMARKS } from '../server/src/data/landmarks'
import { servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { signInWithNewToken } from '../test-support/browser/sign-in'

const P = LANDMARKS.livePadel

test('on a phone, a pool table marks the teams through and out, and says what the marks mean', async ({
  page,
}) => {
  await servePlaceholderPictures(page)
  await signInWithNewToken(page, 'e2e pool marks')
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(`/rounds/${P.poolRoundIdx}?tournament=${P.tournamentIdx}`)
  const pools = page.getByRole('region', { name: 'Pools' })
  const poolA = pools.getByRole('table', { name: 'Pool A' })
  // Pool A with two games left: the top two cannot be caught, the bottom two cannot catch them.
  await expect(poolA.getByRole('img', { name: 'Through' })).toHaveCount(2)
  await expect(poolA.getByRole('img', { name: 'Out' })).toHaveCount(2)
  await expect(poolA.getByRole('rowheader').first().getByRole('img', { name: 'Through' })).toBeVisible()
  // Pool C is still open for every team: no mark at all.
  await expect(pools.getByRole('table', { name: 'Pool C' }).getByRole('img')).toHaveCount(0)
  await expect(pools.getByText('Through to the knockout, however the games left end').first()).toBeVisible()
  await expect(pools.getByText('Out: can no longer reach the qualifying places').first()).toBeVisible()
  await saveScreenshot(page, 'pool-marks-phone')
  // The marks take no width the phone does not have.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
})
