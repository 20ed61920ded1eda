import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { divisionTeams } from '../test-support/browser/division-teams'
import { expect, test } from '../test-support/browser/fixtures'
import { E2E_API_URL, E2E_VIEWER_URL } from '../test-support/browser/ports'
import { signInWithNewToken } from '../test-support/browser/sign-in'

/**
 * How many script files a staff page fetches before it shows its data. Over HTTP/1.1 a browser
 * fetches six files at a time from one host, so on a phone's connection each six more is one more
 * round trip before the page's loader can run (decision record 0521). Counted here (with the
 * answers' schemas and the Intl warm-up worker, which load beside the first request), automatic
 * splitting gave these pages 18 to 34 files; the chunk groups of scripts/chunk-groups.ts, 10 to 15.
 * A budget of 16: a new module shared by two pages and missing from a group adds a file, and this
 * fails before the pages drift back to thirty.
 */
const BUDGET = 16

const P = LANDMARKS.livePadel
const RG = LANDMARKS.rolandGarros

async function firstTeamPath(): Promise<string> {
  const { token } = await mintToken(E2E_API_URL, 'e2e staff page files teams')
  const [team] = await divisionTeams(E2E_API_URL, token, P.tournamentIdx, P.menDivisionIdx)
  return `/tournaments/${P.tournamentIdx}/teams/${team!.idx}?division=${P.menDivisionIdx}`
}

const PAGES: { name: string; path: () => Promise<string> | string; heading?: string }[] = [
  { name: 'tournaments list', path: () => '/tournaments', heading: 'Tournaments' },
  { name: 'tournament page', path: () => `/tournaments/${P.tournamentIdx}`, heading: 'Riverside Padel Open' },
  { name: 'order of play', path: () => `/tournaments/${P.tournamentIdx}/schedule`, heading: 'Order of play' },
  { name: 'team page', path: firstTeamPath },
  {
    name: 'round page of a 128 draw',
    path: () => `/rounds/${RG.roundIdx}?tournament=${RG.tournamentIdx}`,
    heading: 'Main draw',
  },
]

/** The viewer's script files the page fetched, from its first request until its heading shows. */
async function scriptsUntilShown(page: Page, path: string, heading: string | undefined): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(E2E_VIEWER_URL) && url.endsWith('.js')) scripts.push(url.slice(E2E_VIEWER_URL.length))
  })
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 })
  return scripts
}

for (const { name, path, heading } of PAGES) {
  test(`the ${name} arrives in at most ${BUDGET} script files`, async ({ page }) => {
    await servePlaceholderPictures(page)
    await signInWithNewToken(page, `e2e staff page files ${name}`)
    const scripts = await scriptsUntilShown(page, await path(), heading)
    test
      .info()
      .annotations.push({ type: 'script files', description: `${scripts.length}: ${scripts.join(' ')}` })
    expect(scripts.length, `script files before the ${name} shows: ${scripts.join(' ')}`).toBeLessThanOrEqual(
      BUDGET,
    )
  })
}
