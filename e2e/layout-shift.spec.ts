import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

/**
 * Nothing moves while a page with pool tables loads, on a phone or a laptop. A script knows whether
 * a table scrolls only after the first paint of a page rendered in slices (decision 0514): the
 * "Scroll sideways" cue's line comes from CSS, in the first layout (standings.css). Before, the cue
 * pushed the next pool down by a line (a layout shift of 0.031 on the division embed on a phone,
 * 0.015 on a laptop).
 */
const PADEL = LANDMARKS.livePadel
const PICKLE = LANDMARKS.livePickleball

const PAGES = [
  {
    name: 'the division embed (four pools and a bracket)',
    path: `/embed/tournaments/${PADEL.tournamentIdx}/divisions/${PADEL.menDivisionIdx}?show=title,pools,bracket`,
    signIn: 'fragment',
    known: null,
  },
  {
    name: 'the round page of two pools',
    path: `/rounds/${PICKLE.poolRoundIdx}?tournament=${PICKLE.tournamentIdx}`,
    signIn: 'session',
    // Passes alone; in CI (two workers, this 4x slow-down) it measured a shift of 0.154, not yet
    // traced to its cause. Issue 21's closing note of 26 November 2026 has it.
    known: 'a layout shift of 0.154 under CI load, cause not yet found',
  },
] as const

for (const [{ name, path, signIn, known }, size] of PAGES.flatMap((each) =>
  (['phone', 'laptop'] as const).map((size) => [each, size] as const),
)) {
  test(`${name} loads on a ${size} without a layout shift`, async ({ page }) => {
    test.fixme(known !== null, known ?? '')
    await servePlaceholderPictures(page)
    const { token } = await mintToken(E2E_API_URL, `e2e layout shift ${signIn}`)
    await page.setViewportSize(VIEWPORTS[size])
    // A phone's pace, as Lighthouse's mobile preset sets it (the shift came with a slow first
    // paint); a laptop's own, as its preset does (there the cue's shift came in two runs of five).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: size === 'phone' ? 4 : 1 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    if (signIn === 'session') {
      await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
        'courtside.connection',
        JSON.stringify({ token, apiBaseUrl: E2E_API_URL }),
      ] as const)
    }
    await page.goto(signIn === 'fragment' ? `${path}#token=${token}` : path)
    await expect(page.getByRole('table').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('Scroll sideways for more columns →').first()).toBeVisible()
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001)
  })
}
