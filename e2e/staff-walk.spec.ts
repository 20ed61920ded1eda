import { LANDMARKS } from '../server/src/data/landmarks'
import { mintToken, requestsWith, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, test } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'
// A demo API of the test's own, so its faults touch nobody else's test.
import { startScreenApi as ownApi } from '../test-support/browser/screen'
import { signInTab } from '../test-support/browser/sign-in'

const P = LANDMARKS.livePadel
const ORGANIZATION = 'Riverside Racket Association'

test('a new user walks through every staff page; back, forward and refresh keep each page’s state', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await servePlaceholderPictures(page)
  const { token, idx } = await mintToken(E2E_API_URL, 'e2e staff walk')
  const secret = token.split('_').at(-1) ?? token
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  page.on('framenavigated', (frame) => addresses.push(frame.url()))

  // Connect, and on to the tournaments.
  await page.goto('/')
  await page.getByLabel('API token').fill(token)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { level: 2, name: ORGANIZATION })).toBeVisible()
  await page.getByRole('link', { name: 'Browse tournaments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
  await expect(page.getByText('122 tournaments · page 1 of 5')).toBeVisible()

  // Page through, then filter.
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/tournaments\?page=2$/)
  await expect(page.getByText('122 tournaments · page 2 of 5')).toBeVisible()
  await page.goBack()
  await expect(page.getByText('122 tournaments · page 1 of 5')).toBeVisible()
  await page.getByLabel('Status').selectOption('IN_PROGRESS')
  await expect(page).toHaveURL(/status=IN_PROGRESS/)
  await page.getByLabel('Sport').selectOption('PADEL')
  await expect(page).toHaveURL(/sport=PADEL/)
  await page.reload()
  await expect(page.getByLabel('Status')).toHaveValue('IN_PROGRESS')
  await expect(page.getByLabel('Sport')).toHaveValue('PADEL')

  // The tournament, one of its divisions, and back by the breadcrumbs.
  await page.getByRole('link', { name: 'Riverside Padel Open' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
  await page.getByRole('link', { name: 'Men open', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Men open' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Teams' }).getByText('16 teams')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Riverside Padel Open' })
    .click()

  // Every team: filter by division, search a player ignoring accents and case.
  await page.getByRole('link', { name: 'All teams' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible()
  await page.getByLabel('Division').selectOption({ label: 'Women open' })
  await expect(page).toHaveURL(new RegExp(`division=${P.womenDivisionIdx}`))
  await expect(page.getByRole('status').filter({ hasText: /^12 teams$/ })).toBeVisible()
  const player = await page
    .getByRole('list', { name: 'Players' })
    .first()
    .getByRole('listitem')
    .first()
    .locator('span[dir=auto]')
    .innerText()
  const typed = player.split(' ').at(-1)!.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase()
  await page.getByLabel('Search teams or players').fill(typed)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed)}`))
  await expect(page.getByRole('status').filter({ hasText: /of 12 teams/ })).toBeVisible()
  await expect(page.getByText(player, { exact: true }).first()).toBeVisible()
  await page.goBack()
  await expect(page.getByLabel('Division')).toHaveValue('')
  await page.goForward()
  await expect(page.getByLabel('Division')).toHaveValue(P.womenDivisionIdx)
  await expect(page.getByLabel('Search teams or players')).toHaveValue(typed)
  await page.reload()
  await expect(page.getByLabel('Search teams or players')).toHaveValue(typed)
  await expect(page.getByRole('status').filter({ hasText: /of 12 teams/ })).toBeVisible()

  // A round with pools and games, then the division's bracket round, a placement draw chosen.
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Riverside Padel Open' })
    .click()
  await page.getByRole('link', { name: 'Group stage' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Group stage' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Pools' }).getByRole('table')).toHaveCount(4)
  await expect(page.getByRole('region', { name: 'Games' }).getByRole('article')).toHaveCount(24)
  await expect(page.getByText('Times in Europe/Madrid').first()).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Rounds of Men open' })
    .getByRole('link', { name: 'Final stage' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Final stage' })).toBeVisible()
  const bracket = page.getByRole('region', { name: 'Bracket' })
  await bracket.getByRole('tab', { name: '3rd place play-off' }).click()
  await expect(page).toHaveURL(/draw=/)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Group stage' })).toBeVisible()
  await page.goForward()
  await expect(bracket.getByRole('tab', { name: '3rd place play-off' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.reload()
  await expect(bracket.getByRole('tab', { name: '3rd place play-off' })).toHaveAttribute(
    'aria-selected',
    'true',
  )

  // The token was in no address, and every request the API saw carried this test's token.
  expect(addresses.filter((address) => address.includes(secret))).toEqual([])
  expect(
    (await requestsWith(E2E_API_URL, idx)).every((entry) => entry.status === 200 || entry.status === 304),
  ).toBe(true)
})

test('rate limited: the page says so, counts down, and comes back by itself', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(60_000)
  allowConsoleError(/status of 429|HTTP 429 RATE_LIMITED/)
  const api = await ownApi()
  try {
    const { token, idx } = api.demo.controls.mintToken({ name: 'e2e rate limited' })
    // Four refusals outlast the client's three retries; the fifth answer is the page.
    api.demo.controls.faults.set({ rateLimitBurst: 5, rateLimitRetryAfterSeconds: 2, tokenIdx: idx })
    await servePlaceholderPictures(page)
    await signInTab(page, token, api.url)
    await page.goto(`/tournaments/${P.tournamentIdx}`)
    await expect(page.getByRole('banner')).toContainText(/Rate limited · resuming in \d s/)
    await expect(page.getByRole('heading', { level: 1, name: 'Rate limited' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText(/Retrying in \d s/)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible({
      timeout: 20_000,
    })
  } finally {
    await api.close()
  }
})

test('a part that fails shows its error in its place and the rest of the page works', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 503|HTTP 503/)
  const api = await ownApi()
  try {
    const { token, idx } = api.demo.controls.mintToken({ name: 'e2e part fails' })
    api.demo.controls.faults.set({
      errorRate: 1,
      tokenIdx: idx,
      pathPrefix: `/v1/external/tournaments/${P.tournamentIdx}/teams`,
    })
    await servePlaceholderPictures(page)
    await signInTab(page, token, api.url)
    await page.goto(`/tournaments/${P.tournamentIdx}/divisions/${P.menDivisionIdx}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Men open' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Rounds' }).getByRole('link', { name: 'Group stage' }),
    ).toBeVisible()
    const teams = page.getByRole('region', { name: 'Teams' })
    await expect(teams.getByRole('alert')).toContainText('The API had a problem', { timeout: 30_000 })
    api.demo.controls.faults.clear()
    await teams.getByRole('button', { name: 'Try again' }).click()
    await expect(teams.getByText('16 teams')).toBeVisible()
  } finally {
    await api.close()
  }
})
