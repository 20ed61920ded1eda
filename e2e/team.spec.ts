import { readFileSync } from 'node:fs'
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

const P = LANDMARKS.livePadel

test('a parent opens a team from the bracket, follows it, sees it in My teams after a reload, and downloads its games', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await servePlaceholderPictures(page)
  const { token } = await mintToken(E2E_API_URL, 'e2e team')
  await page.setViewportSize(VIEWPORTS.laptop)
  await page.goto('/')
  await page.getByLabel('API token').fill(token)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('link', { name: 'Browse tournaments' })).toBeVisible()

  // The women's bracket: tap a team, then its page.
  await page.goto(`/rounds/${P.womenBracketRoundIdx}?tournament=${P.tournamentIdx}`)
  const bracket = page.getByRole('group', { name: /bracket/i }).first()
  await bracket
    .getByRole('button', { name: /Mensah \/ Rossi/ })
    .first()
    .click()
  await page.getByRole('link', { name: 'Team page: Mensah / Rossi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mensah / Rossi' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Next game' })).toContainText('vs Winner of game 14')

  // Follow it; the tournament page lists it under My teams, still after a reload.
  const star = page.getByRole('button', { name: 'Follow Mensah / Rossi' })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Riverside Padel Open' })
    .click()
  const myTeams = page.getByRole('region', { name: 'My teams' })
  await expect(myTeams.getByRole('link', { name: 'Mensah / Rossi' })).toBeVisible()
  await page.reload()
  await expect(myTeams).toContainText('Next game:')
  await expect(myTeams).toContainText('vs Winner of game 14')

  // Back to the team, and its games as a calendar file, read back by an iCalendar parser.
  await myTeams.getByRole('link', { name: 'Mensah / Rossi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mensah / Rossi' })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('mensah-rossi.ics')
  const text = readFileSync((await download.path())!, 'utf8')
  expect(text).toMatch(/\r\n$/)
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
  expect(events.length).toBeGreaterThanOrEqual(3)
  expect(events.at(-1)?.summary).toMatch(/^Mensah \/ Rossi vs Winner of game 14/)
  expect(events.at(-1)?.location).toMatch(/, Padel Arena Riverside$/)

  // A phone: the page a parent reads, for the README.
  await page.setViewportSize(VIEWPORTS.phone)
  await expect(page.getByRole('region', { name: 'Next game' })).toBeVisible()
  await saveScreenshot(page, 'team-page')
  copyFileSync(
    join(
      process.cwd(),
      'e2e',
      '.screenshots',
      `team-page-${VIEWPORTS.phone.width}x${VIEWPORTS.phone.height}.png`,
    ),
    join(process.cwd(), 'docs', 'team-page-phone.png'),
  )
  await page.setViewportSize(VIEWPORTS.tv)
  await saveScreenshot(page, 'team-page')
})
