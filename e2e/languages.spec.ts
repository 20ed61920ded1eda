import type { Page, Response } from '@playwright/test'
import { mkdirSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken } from '../test-support/browser/demo-api-controls'
import { divisionTeams } from '../test-support/browser/division-teams'
import { expect, picturesWanted, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

/**
 * The viewer in Spanish, as a Spanish club sees it: no word of the English catalogs left on the
 * page. The check: every word the page shows that the English catalogs use and no Spanish word
 * does (so "tie-break" or "Club", written alike, pass), once the organizer's text (every string
 * the API sent) is taken out. Screenshots go to e2e/.screenshots/ (docs/screenshots/ for the README
 * with `README_PICTURES=1`).
 */
const PADEL = LANDMARKS.livePadel
const T = PADEL.tournamentIdx

test.use({ locale: 'es-ES' })

const SRC = join(process.cwd(), 'src')

/** Every word of a set of catalogs' texts, functions called with sample values. */
function wordsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string')
    for (const word of value.match(/\p{L}{3,}/gu) ?? []) into.add(word.toLowerCase())
  else if (typeof value === 'function')
    for (const sample of [1, 3])
      wordsOf((value as (...args: unknown[]) => unknown)(...Array(value.length).fill(sample)), into)
  else if (typeof value === 'object' && value !== null)
    for (const each of Object.values(value)) wordsOf(each, into)
  return into
}

async function englishOnlyWords(): Promise<Set<string>> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /messages\.ts$/.test(file),
  )
  const english = new Set<string>()
  for (const file of files) {
    const module = (await import(pathToFileURL(join(SRC, file)).href)) as Record<string, unknown>
    for (const value of Object.values(module))
      if (typeof value === 'object' && value !== null && 'en' in value)
        wordsOf((value as { en: unknown }).en, english)
  }
  // Every part of Spanish (es.ts, es-team.ts, es-app.ts…), however many parts there are.
  const languages = join(SRC, 'app/languages')
  const spanish = new Set<string>()
  for (const module of readdirSync(languages).filter((file) => /^es(-\w+)?\.ts$/.test(file)))
    wordsOf(
      ((await import(pathToFileURL(join(languages, module)).href)) as { default: unknown }).default,
      spanish,
    )
  return new Set([...english].filter((word) => !spanish.has(word)))
}

/** Every word of every string the API sent: the organizer's text, never translated. */
function organizerWords(page: Page): Set<string> {
  const words = new Set<string>()
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(E2E_API_URL)) return
    void response
      .json()
      .then((body: unknown) => wordsOf(body, words))
      .catch(() => undefined)
  })
  return words
}

async function englishLeft(page: Page, organizer: Set<string>): Promise<string[]> {
  const english = await englishOnlyWords()
  const shown = wordsOf(await page.locator('body').innerText(), new Set())
  return [...shown].filter((word) => english.has(word) && !organizer.has(word)).sort()
}

/**
 * A full-page picture in e2e/.screenshots/, or with `README_PICTURES=1` in docs/screenshots/ for the
 * README: every run replaced those with the hour's data and left the checkout changed.
 */
async function picture(page: Page, name: string) {
  if (!picturesWanted()) return
  const forReadme = process.env.README_PICTURES === '1'
  const dir = join(process.cwd(), ...(forReadme ? ['docs', 'screenshots'] : ['e2e', '.screenshots']))
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true })
  test
    .info()
    .annotations.push({ type: 'screenshot', description: relative(process.cwd(), join(dir, `${name}.png`)) })
}

test('the connect page opens in the browser’s Spanish, with no English word', async ({ page }) => {
  const organizer = organizerWords(page)
  await page.setViewportSize(VIEWPORTS.laptop)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Conéctese a su organización' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  expect(await englishLeft(page, organizer)).toEqual([])
  await picture(page, 'languages-connect-es')
})

test('a round with a bracket, in Spanish, with no English word', async ({ page }) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e languages round')
  const organizer = organizerWords(page)
  await page.setViewportSize(VIEWPORTS.laptop)
  await page.goto(`/rounds/${PADEL.womenBracketRoundIdx}?tournament=${T}#token=${token}`)
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
  await expect(page.getByText('Cuadro principal').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await englishLeft(page, organizer)).toEqual([])
  await picture(page, 'languages-round-es')
})

test('a venue screen with lang=es, with no English word', async ({ page }) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e languages screen')
  const organizer = organizerWords(page)
  await page.setViewportSize(VIEWPORTS.tv)
  const query = new URLSearchParams({ tournament: T, views: `pools:${PADEL.poolRoundIdx}`, lang: 'es' })
  await page.goto(`/screen?${query.toString()}#token=${token}`)
  await expect(page.locator('.screen-slide-body table').first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.waitForLoadState('networkidle')
  expect(await englishLeft(page, organizer)).toEqual([])
  await picture(page, 'languages-screen-es')
})

test('an embed with lang=es, with no English word', async ({ page }) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e languages embed')
  const organizer = organizerWords(page)
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(`/embed/tournaments/${T}/rounds/${PADEL.poolRoundIdx}?lang=es#token=${token}`)
  await expect(page.getByRole('table').first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.waitForLoadState('networkidle')
  expect(await englishLeft(page, organizer)).toEqual([])
  await picture(page, 'languages-embed-es')
})

test('a team embed with lang=es, with no English word: a team’s words come with it', async ({ page }) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e languages team embed')
  const [team] = await divisionTeams(E2E_API_URL, token, T, PADEL.menDivisionIdx)
  if (!team) throw new Error('the padel men’s division has no team')
  const organizer = organizerWords(page)
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(
    `/embed/tournaments/${T}/teams/${team.idx}?division=${PADEL.menDivisionIdx}&lang=es#token=${token}`,
  )
  await expect(page.getByRole('heading', { name: team.name })).toBeVisible()
  await expect(page.getByText(/^Horas en /)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await englishLeft(page, organizer)).toEqual([])
  await picture(page, 'languages-team-embed-es')
})
