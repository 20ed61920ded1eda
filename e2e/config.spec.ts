import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { watchAuthorizedRequests } from '../test-support/browser/authorized-requests'
import { mintToken, requestsWith, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, test } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

/**
 * A built viewer that cannot read its config.json does not know where its API is. It used to guess
 * (http://127.0.0.1:8787, the dev server's default) and keep a handed-over token for the guess; now
 * it says so on every page, sends nothing and keeps no token, and starts once it can read the file.
 */
const { livePadel } = LANDMARKS
const CANNOT_START = 'This viewer cannot start'

test('a built viewer whose config.json cannot be read says so on every page, and takes no token', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource: the server responded with a status of 404/)
  await servePlaceholderPictures(page)
  const { token, idx } = await mintToken(E2E_API_URL, 'e2e config unreadable')
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'not found' }))
  const origins = new Set<string>()
  page.on('request', (request) => origins.add(new URL(request.url()).origin))
  const authorized = watchAuthorizedRequests(page)

  const fragment = new URLSearchParams({ token, remember: '1' })
  for (const address of [
    `/tournaments#${fragment}`,
    `/screen?tournament=${livePadel.tournamentIdx}&views=courts#${fragment}`,
    `/embed/tournaments/${livePadel.tournamentIdx}#${fragment}`,
  ]) {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1, name: CANNOT_START })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('config.json')
    expect(page.url()).not.toContain(token)
  }
  // An embed in Spanish says it in Spanish.
  await page.goto(`/embed/tournaments/${livePadel.tournamentIdx}?lang=es`)
  await expect(page.getByRole('heading', { level: 1, name: 'Este visor no puede arrancar' })).toBeVisible()

  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).toBe('{}')
  expect(await authorized()).toEqual([])
  expect([...origins]).toEqual([new URL(page.url()).origin])
  expect(await requestsWith(E2E_API_URL, idx)).toEqual([])

  // The file is back: the page starts by itself (or at once when asked), with the link's token.
  await page.goto(`/tournaments#${fragment}`)
  await expect(page.getByRole('heading', { level: 1, name: CANNOT_START })).toBeVisible()
  await page.unroute('**/config.json')
  await page.getByRole('button', { name: 'Try again now' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('courtside.connection'))).toContain(token)
  expect((await requestsWith(E2E_API_URL, idx)).length).toBeGreaterThan(0)
})
