import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { startScreenApi } from '../test-support/browser/screen'
import { mintToken, requestsWith } from '../test-support/browser/demo-api-controls'
import { expect, test } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

/**
 * A token handed over after `#` (ADR 0203): taken at start-up and on any later navigation within
 * the page, never left in the address bar, in history, in a URL sent anywhere; `api=` beside it
 * names the API the token is for.
 */
const { livePadel } = LANDMARKS
const ROUND = `/rounds/${livePadel.poolRoundIdx}?tournament=${livePadel.tournamentIdx}`

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

test('a screen link naming its API (api=) reads that API, not the configured one', async ({ page }) => {
  const api = await startScreenApi()
  try {
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
