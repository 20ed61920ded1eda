import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'
import { signInTab } from '../test-support/browser/sign-in'

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
    // Where the tables are wider than their box, the scroll cue shows: the last thing to settle.
    cueOn: ['phone', 'laptop'],
  },
  {
    name: 'the round page of two pools',
    path: `/rounds/${PICKLE.poolRoundIdx}?tournament=${PICKLE.tournamentIdx}`,
    signIn: 'session',
    // On a laptop the two pools' tables fit. Under load, this page's header moved the whole page
    // down on a phone (0.154) when the rate meter appeared with the first answer.
    cueOn: ['phone'],
  },
] as const

for (const [{ name, path, signIn, cueOn }, size] of PAGES.flatMap((each) =>
  (['phone', 'laptop'] as const).map((size) => [each, size] as const),
)) {
  test(`${name} loads on a ${size} without a layout shift`, async ({ page }) => {
    await servePlaceholderPictures(page)
    const { token } = await mintToken(E2E_API_URL, `e2e layout shift ${signIn}`)
    await page.setViewportSize(VIEWPORTS[size])
    // A phone's pace, as Lighthouse's mobile preset sets it (the shift came with a slow first
    // paint); a laptop's own, as its preset does (there the cue's shift came in two runs of five).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: size === 'phone' ? 4 : 1 })
    await page.addInitScript(() => {
      // Each shift with what moved, so that a failure names the elements.
      const shifts: { value: number; moved: string[] }[] = []
      ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')} “${(node.textContent ?? '').slice(0, 40)}”`
          : String(node?.nodeName)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & {
            value: number
            sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          }
          shifts.push({
            value: shift.value,
            moved: (shift.sources ?? []).map(
              (source) =>
                `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} at ${Math.round(entry.startTime)} ms`,
            ),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    if (signIn === 'session') {
      await signInTab(page, token, E2E_API_URL)
    }
    await page.goto(signIn === 'fragment' ? `${path}#token=${token}` : path)
    // At 4x on a busy 2-core machine the first answer and render can take more than the 7 s default.
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    if ((cueOn as readonly string[]).includes(size)) {
      await expect(page.getByText('Scroll sideways for more columns →').first()).toBeVisible()
    }
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
    )
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, shifts.flatMap((shift) => shift.moved).join('\n')).toBeLessThan(0.001)
  })
}
