import { LANDMARKS } from '../server/src/data/landmarks'
import { LOOPBACK_FROM_PUBLIC_PAGES, openClubPage } from '../test-support/browser/club-page'
import { mintToken, requestsWith } from '../test-support/browser/demo-api-controls'
import { expect, test } from '../test-support/browser/fixtures'
import { E2E_API_URL, E2E_VIEWER_URL } from '../test-support/browser/ports'

/**
 * An embed far down a club's page polls only while it is scrolled into view. Inside the iframe
 * `document.visibilityState` stays "visible" whatever the scroll; an IntersectionObserver (implicit
 * root) measures against the club page's viewport, and sees the iframe go out of view.
 */
const PADEL = LANDMARKS.livePadel
const ROUND = `/embed/tournaments/${PADEL.tournamentIdx}/rounds/${PADEL.poolRoundIdx}`

test.use(LOOPBACK_FROM_PUBLIC_PAGES)

test('an embed scrolled out of view on the club’s page stops polling, and starts again in view', async ({
  page,
}) => {
  const { token, idx } = await mintToken(E2E_API_URL, 'e2e embed in view')
  const arrived = async () =>
    (await requestsWith(E2E_API_URL, idx)).filter((entry) => entry.path.startsWith('/v1/external/rounds/'))
      .length
  // The page's clock runs minutes at once, but a poll it starts reaches the API in real time: count
  // once the count holds for 750 ms, so that a request under way is not missed (and then found later).
  const polls = async () => {
    for (let count = await arrived(); ;) {
      await new Promise((settle) => setTimeout(settle, 750))
      const now = await arrived()
      if (now === count) return count
      count = now
    }
  }
  // Minutes pass in the page at once: the embed's refresh is 30 s at the least.
  await page.clock.install()
  const frame = await openClubPage(page, {
    src: `${E2E_VIEWER_URL}${ROUND}?refresh=30#token=${token}`,
    contentAbove: 3000,
  })
  await expect(frame.getByRole('table').first()).toBeAttached()
  expect(await frame.evaluate(() => document.visibilityState)).toBe('visible')
  const loaded = await polls()

  await page.clock.runFor(3 * 60_000)
  expect(await polls()).toBe(loaded)

  await page.locator('#results').scrollIntoViewIfNeeded()
  await expect
    .poll(async () => {
      await page.clock.runFor(31_000)
      return polls()
    })
    .toBeGreaterThan(loaded)

  await page.evaluate(() => window.scrollTo(0, 0))
  // The iframe hears it left the view on a later frame, and a request may be under way: wait for
  // a 31 s stretch without a poll (an embed that kept polling every 30 s would never have one).
  let before = await polls()
  await expect
    .poll(async () => {
      await page.clock.runFor(31_000)
      const now = await polls()
      const settled = now === before
      before = now
      return settled
    })
    .toBe(true)
  const outOfViewAgain = await polls()
  await page.clock.runFor(3 * 60_000)
  expect(await polls()).toBe(outOfViewAgain)
})
