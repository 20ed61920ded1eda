import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { divisionTeams } from '../test-support/browser/division-teams'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL, E2E_VIEWER_URL } from '../test-support/browser/ports'
import {
  contentHeight,
  frameHeight,
  LOOPBACK_FROM_PUBLIC_PAGES,
  openClubPage,
} from '../test-support/browser/club-page'

const P = LANDMARKS.livePadel
/** The final's other side: game 14's winner, once game 14 (live as the demo day goes on) is over. */
const FINAL_OPPONENT = /vs (Winner of game 14|Haddad \/ Costa|Petrov \/ Bianchi)/

// The club's page is on a public origin, framing the viewer on loopback (as embed.spec.ts does).
test.use(LOOPBACK_FROM_PUBLIC_PAGES)

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
  await expect(page.getByRole('region', { name: 'Next game' })).toContainText(FINAL_OPPONENT)

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
  await expect(myTeams).toContainText(FINAL_OPPONENT)

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
  expect(events.at(-1)?.summary).toMatch(
    /^Mensah \/ Rossi vs (Winner of game 14|Haddad \/ Costa|Petrov \/ Bianchi)/,
  )
  expect(events.at(-1)?.location).toMatch(/, Padel Arena Riverside$/)

  // A phone: the page a parent reads, for the README.
  await page.setViewportSize(VIEWPORTS.phone)
  await expect(page.getByRole('region', { name: 'Next game' })).toBeVisible()
  await saveScreenshot(page, 'team-page')
  // Only when asked: the data's hour shows in the picture, and a run at night would change it.
  if (process.env.README_PICTURES === '1')
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

test.describe('the team embed', () => {
  test('a club’s page shows its team’s next game and results, sized to its content, the token only in the header', async ({
    page,
  }) => {
    const { token } = await mintToken(E2E_API_URL, 'e2e team embed')
    const secret = token.split('_').at(-1)!
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await page.setViewportSize(VIEWPORTS.laptop)
    // The team's idx: from the division's teams, as the embed builder lists them.
    const teams = await divisionTeams(E2E_API_URL, token, P.tournamentIdx, P.womenDivisionIdx)
    const team = teams.find((each) => each.name === 'Mensah / Rossi')!
    const frame = await openClubPage(page, {
      src: `${E2E_VIEWER_URL}/embed/tournaments/${P.tournamentIdx}/teams/${team.idx}?division=${P.womenDivisionIdx}#token=${token}`,
      scriptFrom: E2E_VIEWER_URL,
    })
    await expect(frame.getByRole('heading', { name: 'Mensah / Rossi' })).toBeVisible()
    await expect(frame.getByRole('region', { name: 'Next game' })).toContainText(FINAL_OPPONENT)
    await expect(frame.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(4)
    // Auto height: the iframe takes its content's height.
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(300)
    await page.waitForTimeout(500)
    expect(Math.abs((await frameHeight(page)) - (await contentHeight(frame)))).toBeLessThanOrEqual(1)
    // An opponent's name opens its own team embed in the same frame.
    await frame.getByRole('link', { name: 'Okafor / Patel' }).click()
    await expect(frame.getByRole('heading', { name: 'Okafor / Patel' })).toBeVisible()
    expect(urls.filter((url) => url.includes(secret))).toEqual([])
  })
})
