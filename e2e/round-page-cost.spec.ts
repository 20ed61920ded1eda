import type { Browser, Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import { servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { signInWithNewToken } from '../test-support/browser/sign-in'

/**
 * What the round page of a 128 draw (the demo's Roland Garros) costs a browser while it loads, in
 * figures that do not depend on how busy the machine is: how many elements it draws, how many
 * layout objects the browser lays out, and how many times a script forced a style or layout pass
 * (read layout after changing the page). Lighthouse (`npm run bench -- lighthouse`) has the timings;
 * decision record 0510 the why.
 *
 * Budgets: the figures of the build that made the page fast (issue 21: 821 elements, 1,269 objects
 * and no forced pass on a phone; 2,368, 4,039 and 2 on a laptop), with a little headroom. Before
 * it the page drew 4,445 elements and laid out 7,455 objects on a phone, 5,992 and 10,259 on a laptop;
 * the phone's strip of draw rounds forced two passes until it read its tab's place after a frame.
 */
const RG = LANDMARKS.rolandGarros
const PATH = `/rounds/${RG.roundIdx}?tournament=${RG.tournamentIdx}`

const BUDGETS = {
  phone: { elements: 900, forcedLayouts: 1, laidOut: 1_500 },
  laptop: { elements: 2_700, forcedLayouts: 3, laidOut: 4_800 },
} as const

interface Frame {
  functionName: string
  url: string
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  args?: {
    beginData?: { stackTrace?: Frame[]; dirtyObjects?: number }
    data?: { stackTrace?: Frame[] }
  }
}

interface LayoutWork {
  /** Style or layout passes a script forced (they carry its stack), each with where it was asked. */
  forced: string[]
  /** Layout objects laid out, every pass added up: the layout work, whatever the machine's speed. */
  laidOut: number
}

async function layoutWorkDuring(
  browser: Browser,
  page: Page,
  load: () => Promise<void>,
): Promise<LayoutWork> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  })
  await load()
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const all = trace.traceEvents.filter(
    (event) => (event.name === 'Layout' || event.name === 'UpdateLayoutTree') && event.ph !== 'E',
  )
  // The page's own scripts only: Playwright's (toBeVisible, getByRole) have no URL, and the
  // browser's own pages (its new-tab page's search box, in some Chromium builds) are another origin
  // in another process, which the trace also records.
  const origin = new URL(page.url()).origin
  const topOf = (event: TraceEvent) =>
    (event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace)?.[0]
  const pagePids = new Set(
    all.filter((event) => topOf(event)?.url.startsWith(origin)).map((event) => event.pid),
  )
  const passes = pagePids.size > 0 ? all.filter((event) => pagePids.has(event.pid)) : all
  const forced = passes.flatMap((event) => {
    const top = topOf(event)
    return top?.url.startsWith(origin)
      ? [`${event.name} by ${top.functionName || '(anonymous)'} in ${top.url.split('/').pop()}`]
      : []
  })
  const laidOut = passes
    .filter((event) => event.name === 'Layout')
    .reduce((sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0), 0)
  return { forced, laidOut }
}

for (const size of ['phone', 'laptop'] as const) {
  test(`the 128-draw round page stays within its element and forced-layout budgets on a ${size}`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(60_000)
    await servePlaceholderPictures(page)
    await signInWithNewToken(page, `e2e round cost ${size}`)
    await page.setViewportSize(VIEWPORTS[size])

    const { forced, laidOut } = await layoutWorkDuring(browser, page, async () => {
      await page.goto(PATH)
      // Tracing slows the page: a round of 127 games with every set, checked and laid out.
      await expect(page.getByRole('heading', { level: 1, name: 'Main draw' })).toBeVisible({
        timeout: 20_000,
      })
      // The whole draw is there: the final on a phone, all 127 games of the tree on a laptop.
      const bracket = page.getByRole('region', { name: 'Bracket' })
      await expect(bracket.getByRole('article')).toHaveCount(size === 'phone' ? 1 : 127)
      // On a phone, the strip of draw rounds has scrolled its chosen tab, the final, into view.
      if (size === 'phone')
        await expect(bracket.getByRole('tab', { name: 'Final', exact: true })).toBeInViewport()
      await expect(page.getByRole('region', { name: 'Games' }).getByRole('article')).toHaveCount(127)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
    })
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
    console.log(
      `${size}: ${elements} elements, ${laidOut} layout objects laid out, forced: ${forced.join('; ')}`,
    )
    expect(elements, 'elements on the page').toBeLessThanOrEqual(BUDGETS[size].elements)
    expect(laidOut, 'layout objects laid out while loading').toBeLessThanOrEqual(BUDGETS[size].laidOut)
    expect(forced, 'style and layout passes a script forced while loading').toHaveLength(
      Math.min(forced.length, BUDGETS[size].forcedLayouts),
    )
  })
}
