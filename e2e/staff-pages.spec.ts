import AxeBuilder from '@axe-core/playwright'
import { LANDMARKS } from '../server/src/data/landmarks'
import { servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { signInWithNewToken } from '../test-support/browser/sign-in'

const P = LANDMARKS.livePadel
const RG = LANDMARKS.rolandGarros
const H = LANDMARKS.hostileText

/**
 * Every staff page, at an address a colleague could have shared, and its first heading.
 * `axe: false` where axe would walk the same components as a page above, only more of them (the
 * hostile organizer's text, the 128-player draw): axe walks every node, 20 to 45 s a page on a busy
 * 2-core machine, and CI's time is bounded. Their screenshots and width checks still run.
 */
const PAGES = [
  { name: 'tournaments', path: '/tournaments', heading: 'Tournaments' },
  { name: 'tournament', path: `/tournaments/${P.tournamentIdx}`, heading: 'Riverside Padel Open' },
  {
    name: 'tournament-hostile',
    path: `/tournaments/${H.tournamentIdx}`,
    heading: /Summer Smash/,
    axe: false,
  },
  {
    name: 'division',
    path: `/tournaments/${P.tournamentIdx}/divisions/${P.menDivisionIdx}`,
    heading: 'Men open',
  },
  { name: 'teams', path: `/tournaments/${P.tournamentIdx}/teams`, heading: 'Teams' },
  { name: 'teams-hostile', path: `/tournaments/${H.tournamentIdx}/teams`, heading: 'Teams', axe: false },
  {
    name: 'round-hostile',
    path: `/rounds/${H.roundIdx}?tournament=${H.tournamentIdx}`,
    heading: /<marquee>Groups<\/marquee>/,
    axe: false,
  },
  {
    name: 'round-pools',
    path: `/rounds/${P.poolRoundIdx}?tournament=${P.tournamentIdx}`,
    heading: 'Group stage',
  },
  {
    name: 'round-bracket',
    path: `/rounds/${P.womenBracketRoundIdx}?tournament=${P.tournamentIdx}`,
    heading: 'Main draw',
  },
  {
    name: 'round-roland-garros',
    path: `/rounds/${RG.roundIdx}?tournament=${RG.tournamentIdx}`,
    heading: 'Main draw',
    axe: false,
  },
  {
    // The API's 404 is a failed resource load in the console too.
    allowed: /status of 404/,
    name: 'not-found',
    path: `/rounds/${LANDMARKS.secondOrganizationTournament.roundIdx}`,
    heading: 'Not found in your organization',
  },
  { name: 'malformed-link', path: '/tournaments/9ad31000-0000', heading: 'This link’s id is malformed' },
] as const

/**
 * The 128-player draw's page fetches and checks a round of 127 games with every set, while the
 * other worker runs axe on a page as large: on a busy 2-core machine its heading has taken more
 * than the 7 s default. These tests judge accessibility and layout; bench/ measures speed.
 */
const HEADING_WAIT = { timeout: 20_000 }

for (const page of PAGES) {
  const { name, path, heading } = page
  const allowed = 'allowed' in page ? page.allowed : null
  const axe = 'axe' in page ? page.axe : true
  if (axe) {
    test(`${name}: no serious or critical accessibility violation`, async ({ page, allowConsoleError }) => {
      test.setTimeout(90_000)
      if (allowed) allowConsoleError(allowed)
      await servePlaceholderPictures(page)
      await signInWithNewToken(page, `e2e axe ${name}`)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(HEADING_WAIT)
      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
      expect(serious).toEqual([])
    })
  }

  test(`${name}: screenshots at phone, laptop and TV sizes`, async ({ page, allowConsoleError }) => {
    test.setTimeout(60_000)
    if (allowed) allowConsoleError(allowed)
    await servePlaceholderPictures(page)
    await signInWithNewToken(page, `e2e screenshots ${name}`)
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(HEADING_WAIT)
      await page.waitForLoadState('networkidle')
      await saveScreenshot(page, `staff-${name}-${size}`)
      // Nothing wider than the window: every page reads without sideways scrolling.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${name} is wider than ${viewport.width} px`).toBeLessThanOrEqual(0)
    }
    // The narrowest phones the issue names: nothing wider than 360 px either.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(HEADING_WAIT)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  })
}
