import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { watchAuthorizedRequests } from '../test-support/browser/authorized-requests'
import { startScreenApi } from '../test-support/browser/screen'
import { mintToken, requestsWith, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, test } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

/**
 * A token handed over after `#` (ADR 0203): taken at start-up and on any later navigation within
 * the page, never left in the address bar, in the tab's history, in a URL sent anywhere; `api=` beside it
 * names the API the token is for, and counts only for an origin the deployment allows.
 */
const { livePadel } = LANDMARKS
const ROUND = `/rounds/${livePadel.poolRoundIdx}?tournament=${livePadel.tournamentIdx}`
const CONFIGURED_ORIGIN = new URL(E2E_API_URL).origin
const ORGANIZATION = 'Riverside Racket Association'
const REFUSED = 'The token in this link was not used'

/** This viewer's config.json as a deployment that allows links for `origins` would serve it. */
async function allowApiOrigins(page: Page, origins: string[]) {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: E2E_API_URL, allowedApiOrigins: origins } }),
  )
}

test('a link naming another API is refused, and the token pasted next goes to the configured API only', async ({
  page,
}) => {
  const attacker = await startScreenApi()
  try {
    await servePlaceholderPictures(page)
    const real = await mintToken(E2E_API_URL, 'e2e handover real')
    const authorized = watchAuthorizedRequests(page)
    const attack = new URLSearchParams({ token: 'tr_test_PlantedByTheAttacker01', api: attacker.url })
    await page.goto(`/tournaments#${attack}`)
    // Soft: the attack plays on to the end even where the link is not refused.
    const refused = page.getByRole('alert').filter({ hasText: REFUSED })
    await expect.soft(refused).toContainText(`send its token to ${attacker.url}`)
    await expect.soft(page.getByLabel('API address')).toBeHidden()

    // The next person to use this browser pastes the organization's real token.
    await page.getByLabel('API token').fill(real.token)
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/external/me',
    )
    await page.getByRole('button', { name: 'Connect' }).click()
    await answered

    const sent = await authorized()
    expect(sent.filter(({ origin }) => origin !== CONFIGURED_ORIGIN)).toEqual([])
    expect(sent.map(({ authorization }) => authorization)).toContain(`Bearer ${real.token}`)
    expect(attacker.demo.controls.requests.entries()).toEqual([])

    await expect(page.getByRole('heading', { level: 2, name: ORGANIZATION })).toBeVisible()
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
    expect(stored).not.toContain(attacker.url)
    expect(stored).not.toContain('PlantedByTheAttacker')
  } finally {
    await attacker.close()
  }
})

test('a link naming another API leaves the token this device remembers as it was, at start-up and later', async ({
  page,
}) => {
  const attacker = await startScreenApi()
  try {
    await servePlaceholderPictures(page)
    const real = await mintToken(E2E_API_URL, 'e2e handover remembered')
    const authorized = watchAuthorizedRequests(page)
    await page.goto(`/#${new URLSearchParams({ token: real.token, remember: '1' })}`)
    await expect(page.getByRole('heading', { level: 2, name: ORGANIZATION })).toBeVisible()
    const remembered = await page.evaluate(() => window.localStorage.getItem('courtside.connection'))
    expect(remembered).toContain(real.token)

    const attack = new URLSearchParams({
      token: 'tr_test_PlantedByTheAttacker02',
      remember: '1',
      api: attacker.url,
    })
    // A new page load...
    await page.goto(`/tournaments#${attack}`)
    await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss' }).click()
    // ...and a link opened on the page already showing (same document).
    await page.goto(`${page.url()}#${attack}`)
    await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible()
    expect(page.url()).not.toContain('PlantedByTheAttacker')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('courtside.connection'))).toBe(remembered)
    const sent = await authorized()
    expect(sent.filter(({ origin }) => origin !== CONFIGURED_ORIGIN)).toEqual([])
    expect(new Set(sent.map(({ authorization }) => authorization))).toEqual(new Set([`Bearer ${real.token}`]))
    expect(attacker.demo.controls.requests.entries()).toEqual([])
  } finally {
    await attacker.close()
  }
})

test('a screen link naming another API is refused on the screen itself, and the screen keeps nothing', async ({
  page,
}) => {
  const attacker = await startScreenApi()
  try {
    const authorized = watchAuthorizedRequests(page)
    const attack = new URLSearchParams({
      token: 'tr_test_PlantedByTheAttacker03',
      remember: '1',
      api: attacker.url,
    })
    await page.goto(`/screen?tournament=${livePadel.tournamentIdx}&views=courts#${attack}`)
    await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toContainText(attacker.url)
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).toBe('{}')
    expect((await authorized()).filter(({ origin }) => origin !== CONFIGURED_ORIGIN)).toEqual([])
    expect(attacker.demo.controls.requests.entries()).toEqual([])
  } finally {
    await attacker.close()
  }
})

test('a #token= link opened on a page already showing is taken, kept out of the address and history, and used', async ({
  page,
}) => {
  const first = await mintToken(E2E_API_URL, 'e2e handover first')
  const second = await mintToken(E2E_API_URL, 'e2e handover second')
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.goto(`${ROUND}#token=${first.token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Group stage' })).toBeVisible()

  // Same page, new fragment: the browser stays in the document (no reload) and fires popstate/hashchange.
  await page.goto(`${page.url()}#token=${second.token}&remember=1`)
  await expect.poll(() => page.url()).toBe(new URL(ROUND, page.url()).href)
  expect(await page.evaluate(() => window.localStorage.getItem('courtside.connection'))).toContain(
    second.token,
  )
  // The page reads again, with the new token.
  await expect.poll(async () => (await requestsWith(E2E_API_URL, second.idx)).length).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Group stage' })).toBeVisible()

  await page.goBack()
  expect(page.url()).not.toContain(second.token)
  expect(page.url()).not.toContain(first.token)
  for (const url of urls) {
    expect(url).not.toContain(first.token)
    expect(url).not.toContain(second.token)
  }
})

test('a screen link naming an API the deployment allows (api=) reads that API, not the configured one', async ({
  page,
}) => {
  const api = await startScreenApi()
  try {
    await allowApiOrigins(page, [api.url])
    const { token, idx } = api.demo.controls.mintToken({ name: 'e2e screen on another API' })
    const views = `pools:${livePadel.poolRoundIdx}`
    const fragment = new URLSearchParams({ token, remember: '1', api: api.url })
    await page.goto(`/screen?tournament=${livePadel.tournamentIdx}&views=${views}#${fragment}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Men open · Group stage' })).toBeVisible()
    expect(page.url()).not.toContain(token)
    expect(page.url()).not.toContain('api=')
    expect(api.demo.controls.requests.entries({ tokenIdx: idx }).length).toBeGreaterThan(0)
    // A reboot of the TV comes back to the same API.
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Men open · Group stage' })).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('courtside.connection'))).toContain(api.url)
  } finally {
    await api.close()
  }
})

test('a link with another organization’s token asks before replacing the one this device remembers; the same organization’s replaces it', async ({
  page,
}) => {
  await servePlaceholderPictures(page)
  const ours = await mintToken(E2E_API_URL, 'e2e handover ours')
  const theirs = await mintToken(E2E_API_URL, 'e2e handover theirs', null, 'second')
  expect(theirs.organization.name).not.toBe(ours.organization.name)
  const remembered = () => page.evaluate(() => window.localStorage.getItem('courtside.connection'))
  const link = (token: string) => new URLSearchParams({ token, remember: '1' }).toString()
  const question = page.getByRole('alert').filter({ hasText: 'Switch this device to another organization?' })

  await page.goto(`/#${link(ours.token)}`)
  await expect(page.getByRole('heading', { level: 2, name: ours.organization.name })).toBeVisible()
  expect(await remembered()).toContain(ours.token)

  // Another organization's token, opened in a new page load: asked, naming both; nothing changed.
  await page.goto(`/tournaments#${link(theirs.token)}`)
  await expect(question).toContainText(
    `This device remembers a token of ${ours.organization.name}. The link you opened brings a token of ${theirs.organization.name}`,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
  expect(await remembered()).toContain(ours.token)
  // The link's token was used for getMe only: nothing of the other organization was read.
  expect((await requestsWith(E2E_API_URL, theirs.idx)).map(({ path }) => path)).toEqual(['/v1/external/me'])
  await page.getByRole('button', { name: `Keep ${ours.organization.name}` }).click()
  await expect(question).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
  await expect(question).toBeHidden()
  expect(await remembered()).toContain(ours.token)

  // The same link opened on the page already showing, and this time the person switches.
  await page.goto(`${page.url()}#${link(theirs.token)}`)
  await page.getByRole('button', { name: `Switch to ${theirs.organization.name}` }).click()
  await expect(question).toBeHidden()
  await expect.poll(remembered).toContain(theirs.token)
  await expect
    .poll(async () => (await requestsWith(E2E_API_URL, theirs.idx)).map(({ path }) => path))
    .toContain('/v1/external/tournaments')

  // A TV given a new link of the same organization: replaced without a word.
  const theirsAgain = await mintToken(E2E_API_URL, 'e2e handover theirs, new link', null, 'second')
  await page.goto(`/#${link(theirsAgain.token)}`)
  await expect.poll(remembered).toContain(theirsAgain.token)
  await expect(page.getByRole('heading', { level: 2, name: theirs.organization.name })).toBeVisible()
  await expect(question).toBeHidden()
})
