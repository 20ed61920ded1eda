import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import { servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { startScreenApi, type ScreenApi } from '../test-support/browser/screen'
import { signInTab } from '../test-support/browser/sign-in'

/**
 * Estimated starts (issue 34) on the demo's padel tournament played today: the API's data at
 * `playedToday()`, the page's clock 100 minutes on, so the games on court now run long and the
 * games waiting behind them are expected later than printed.
 */
const P = LANDMARKS.livePadel
const SCHEDULE = `/tournaments/${P.tournamentIdx}/schedule`
const LATER = 100 * 60_000

interface ApiGame {
  idx: string
  number: number
  time: string | null
  liveStartedAt: string | null
  status: string
  courtNumber: number | null
  homeTeam: { idx: string; name: string } | null
}

let api: ScreenApi | null = null
test.afterEach(async () => {
  await api?.close()
  api = null
})

async function open(page: Page, name: string): Promise<{ token: string }> {
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name })
  await servePlaceholderPictures(page)
  await page.clock.install({ time: api.now() + LATER })
  await signInTab(page, token, api.url)
  return { token }
}

async function roundGames(token: string, roundIdx: string): Promise<ApiGame[]> {
  const response = await fetch(`${api!.url}/v1/external/rounds/${roundIdx}?populate=games,games.homeTeam`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { games: ApiGame[] }).games
}

const estimateOf = (card: ReturnType<Page['locator']>) => card.locator('time[data-kind="estimate"]')

test('the order of play shows estimates beside the printed times, and a late court says so', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await open(page, 'e2e estimates look')
  for (const size of ['phone', 'tv'] as const) {
    await page.setViewportSize(VIEWPORTS[size])
    await page.goto(SCHEDULE)
    const courts = page.getByRole('region', { name: /^Courts on / })
    await expect(courts.getByText(/running ~\d+ min late/).first()).toBeVisible()
    // Far from the view, a court's cards are light stand-ins: the Now strip's next games are drawn.
    const upNext = page.getByRole('region', { name: 'Up next' })
    await expect(
      upNext.locator('time[data-kind="estimate"]', { hasText: /\(estimate\)$/ }).first(),
    ).toBeVisible()
    await expect(page.getByText(/^Estimates \(~\) follow each court’s pace/)).toBeVisible()
    await saveScreenshot(page, `estimates-schedule-${size}`)
  }
})

test('an estimate on the order of play and the team page moves when the game before it ends', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { token } = await open(page, 'e2e estimates move')
  // A men's pool game waiting on a court where a game is on now.
  const [men, women, mixed] = await Promise.all(
    [P.poolRoundIdx, P.womenBracketRoundIdx, P.mixedPoolRoundIdx].map((idx) => roundGames(token, idx)),
  )
  const onCourt = [...men!, ...women!, ...mixed!].filter(
    (game) => game.liveStartedAt && game.status === 'UPCOMING',
  )
  const waiting = men!
    .filter((game) => !game.liveStartedAt && game.status === 'UPCOMING' && game.homeTeam && game.time)
    .sort((a, b) => Date.parse(a.time!) - Date.parse(b.time!))
  const next = waiting.find((game) => onCourt.some((live) => live.courtNumber === game.courtNumber))!
  const before = onCourt.find((live) => live.courtNumber === next.courtNumber)!
  expect(next, 'a men’s pool game waiting behind a game on court').toBeTruthy()

  // The team page: its next game carries the estimate (the first; "What comes next" below it has
  // the estimates of the games it leads to).
  await page.goto(`/tournaments/${P.tournamentIdx}/teams/${next.homeTeam!.idx}?division=${P.menDivisionIdx}`)
  await expect(estimateOf(page.getByRole('region', { name: 'Next game' })).first()).toHaveAttribute(
    'datetime',
    /Z$/,
  )

  await page.goto(SCHEDULE)
  const card = page
    .getByRole('region', { name: 'Up next' })
    .getByRole('article')
    .filter({
      has: page.locator('.sr-only', { hasText: new RegExp(`Group stage, Game ${next.number} \\(`) }),
    })
  const estimate = estimateOf(card)
  await expect(estimate).toHaveText(/\(estimate\)$/)
  const expected = await estimate.getAttribute('datetime')

  // The game before it ends: the court is free now, and the game is expected sooner.
  let ended = false
  for (let i = 0; i < 300 && !ended; i++) {
    ended = api!.demo.controls.simulation
      .step(1, P.tournamentIdx)
      .some((event) => event.kind === 'game-finished' && event.gameIdx === before.idx)
  }
  expect(ended).toBe(true)
  await page.clock.fastForward(31_000)
  await expect
    .poll(async () => Date.parse((await estimate.getAttribute('datetime')) ?? ''), { timeout: 45_000 })
    .toBeLessThan(Date.parse(expected!))
})
