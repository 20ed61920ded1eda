import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createDemoApp } from '../server/src/app'
import { LANDMARKS } from '../server/src/data/landmarks'
import { QUIET_CHROMIUM_ARGS, resolveChromiumExecutable } from '../test-support/browser/chromium'
import { servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { startScreenApi, syncPageClock, type ScreenApi } from '../test-support/browser/screen'
import { signInTab } from '../test-support/browser/sign-in'
import { withDemoDataset } from '../test-support/demo-api/datasets'

/**
 * Alerts for a followed team (issue 34 §3): the padel tournament in progress, on a demo API of the
 * test's own (it plays the live simulation on). The game to follow is found on a twin of that API
 * played the same steps: the simulation is repeatable, so the first game it starts there is the
 * first one it starts here.
 */
const P = LANDMARKS.livePadel

// System notifications exist in the whole browser only, not in the headless shell the rest of the
// suite runs in (test-support/browser/chromium.ts).
const wholeBrowser = resolveChromiumExecutable()
test.use(
  wholeBrowser
    ? { launchOptions: { executablePath: wholeBrowser, args: QUIET_CHROMIUM_ARGS } }
    : { channel: 'chromium' },
)

let api: ScreenApi | null = null
test.afterEach(async () => {
  await api?.close()
  api = null
})

/** The first game the simulation starts from the data as it is now, how many steps away, and a team of it. */
function nextGameToStart(served: ScreenApi) {
  const twin = createDemoApp(withDemoDataset({ anchor: new Date(served.now()), now: served.now }))
  try {
    for (let steps = 1; steps <= 300; steps++) {
      const event = twin.controls.simulation.step(1, P.tournamentIdx)[0]
      if (event?.kind !== 'game-started') continue
      const tournament = twin.dataset.tournaments.find((each) => each.idx === P.tournamentIdx)!
      const game = tournament.rounds
        .flatMap((round) => round.games)
        .find((each) => each.idx === event.gameIdx)!
      const division = tournament.divisions.find((each) =>
        each.teams.some((team) => team.idx === game.homeTeamIdx),
      )!
      const team = division.teams.find((each) => each.idx === game.homeTeamIdx)!
      return { steps, gameIdx: game.idx, team: { idx: team.idx, name: team.name }, divisionIdx: division.idx }
    }
    throw new Error('the simulation started no game')
  } finally {
    twin.close()
  }
}

/** Records every system notification the page creates (the real one is still shown where it can be). */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification
    const created: { title: string; body: string | undefined }[] = []
    Object.assign(window, { __notifications: created })
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        created.push({ title, body: options?.body })
        super(title, options)
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true })
  })
}

test('a followed team’s game that goes live: a notice in the page and a system notification', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  api = await startScreenApi()
  // The same anchor as the API's: the twin's data is the served data.
  const next = nextGameToStart(api)
  const { token } = api.demo.controls.mintToken({ name: 'e2e alerts' })
  await context.grantPermissions(['notifications'])
  await recordNotifications(page)
  await servePlaceholderPictures(page)
  await syncPageClock(page, api)
  await signInTab(page, token, api.url)
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(`/tournaments/${P.tournamentIdx}/teams/${next.team.idx}?division=${next.divisionIdx}`)
  await page.getByRole('button', { name: `Follow ${next.team.name}` }).click()
  const log = page.getByRole('log', { name: 'Alerts about the teams you follow' })
  await expect(log).toBeAttached()
  // The watching tab's first look: where the followed team's game stands before it goes live.
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const stored = Object.keys(localStorage).find((each) => each.startsWith('courtside.alert-watch:'))
        return stored
          ? (JSON.parse(localStorage.getItem(stored)!) as { seen: Record<string, string> }).seen[key]
          : null
      }, `${next.team.idx}|${next.gameIdx}`),
    )
    .toBe('waiting')

  // The demo plays on: the game starts.
  const events = api.demo.controls.simulation.step(next.steps, P.tournamentIdx)
  expect(events.at(-1)).toMatchObject({ kind: 'game-started', gameIdx: next.gameIdx })
  // The next look, a minute after the first.
  await page.clock.runFor(61_000)

  const notice = log.getByRole('article').filter({ hasText: `${next.team.name} is playing now` })
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await expect(notice.getByRole('link', { name: `${next.team.name} is playing now` })).toHaveAttribute(
    'href',
    new RegExp(`/tournaments/${P.tournamentIdx}/teams/${next.team.idx}\\?division=${next.divisionIdx}$`),
  )
  const notified = await page.evaluate(
    () => (window as unknown as { __notifications: { title: string }[] }).__notifications,
  )
  expect(notified.map((each) => each.title)).toEqual([`${next.team.name} is playing now`])

  await saveScreenshot(page, 'alerts-notice-phone')
  await page.setViewportSize(VIEWPORTS.laptop)
  await saveScreenshot(page, 'alerts-notice-laptop')
  await page.getByRole('button', { name: 'Alerts' }).click()
  await expect(page.getByRole('region', { name: 'Alerts for the teams you follow' })).toContainText(
    'System notifications are on',
  )
  await saveScreenshot(page, 'alerts-settings-laptop')
  // The notice and the settings: nothing serious or critical for a screen reader or the keyboard.
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
  expect(serious).toEqual([])
  await page.setViewportSize(VIEWPORTS.phone)
  await saveScreenshot(page, 'alerts-settings-phone')

  // Dismissed, it is gone.
  await notice.getByRole('button', { name: `Dismiss the alert about ${next.team.name}` }).click()
  await expect(notice).toHaveCount(0)
})
