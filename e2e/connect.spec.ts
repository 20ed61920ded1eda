import type { Page } from '@playwright/test'
import { mintToken, requestsWith, servePlaceholderPictures } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_NO_ETAG_URL, E2E_API_URL } from '../test-support/browser/ports'

const ORGANIZATION = 'Riverside Racket Association'

async function connect(page: Page, token: string, apiUrl = E2E_API_URL) {
  await page.getByLabel('API token').fill(token)
  // The viewer is configured for E2E_API_URL; another address takes a deliberate step.
  if (apiUrl !== E2E_API_URL) {
    await page.getByRole('button', { name: 'Use another API address' }).click()
    await page.getByLabel('API address').fill(apiUrl)
  }
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { level: 2, name: ORGANIZATION })).toBeVisible()
}

test('a new user connects with a token through the connect page', async ({ page }) => {
  await servePlaceholderPictures(page)
  const { token, idx } = await mintToken(E2E_API_URL, 'e2e connect')
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.goto('/')
  await connect(page, token)
  await expect(page.getByText('e2e connect')).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('119/120')
  expect(urls.filter((url) => url.includes(token.split('_').at(-1) ?? token))).toEqual([])
  expect(await requestsWith(E2E_API_URL, idx)).toHaveLength(1)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByLabel('API token')).toHaveValue('')
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
    token,
  )
})

test('the built app is served with its Content-Security-Policy and no-referrer, and its Intl warm-up worker runs under it', async ({
  page,
}) => {
  await servePlaceholderPictures(page)
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    )
  })
  // src/app/intl-warm-up.ts: a worker of the app's own origin, which the policy allows.
  const warmUp = page.waitForResponse((answer) =>
    /\/assets\/intl-warm-up\.worker-[\w-]+\.js$/.test(answer.url()),
  )
  const response = await page.goto('/')
  expect((await warmUp).status()).toBe(200)
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['referrer-policy']).toBe('no-referrer')
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /connect-src 'self' https: http:\/\/127\.0\.0\.1:\*/,
  )
  const { token } = await mintToken(E2E_API_URL, 'e2e csp')
  await connect(page, token)
  expect(violations).toEqual([])
})

test('a token handed over in the address fragment is taken and leaves no trace in the address', async ({
  page,
}) => {
  await servePlaceholderPictures(page)
  const { token } = await mintToken(E2E_API_URL, 'e2e fragment')
  await page.goto(`/#token=${token}`)
  await expect(page.getByRole('heading', { level: 2, name: ORGANIZATION })).toBeVisible()
  expect(page.url()).not.toContain(token)
  expect(await page.evaluate(() => window.location.hash)).toBe('')
})

for (const [mode, apiUrl] of [
  ['ETag readable', E2E_API_URL],
  ['ETag hidden by CORS', E2E_API_NO_ETAG_URL],
] as const) {
  test(`unchanged refreshes are 304s on the wire (${mode})`, async ({ page, allowConsoleError }) => {
    // No page.route() here: routing turns Chromium's HTTP cache off, and this test needs it.
    // The demo organization's avatar lives on a made-up host that doesn't resolve.
    allowConsoleError(/Failed to load resource: net::ERR_NAME_NOT_RESOLVED.*\.example/)
    const { token, idx } = await mintToken(apiUrl, `e2e 304 ${mode}`)
    await page.goto('/')
    await connect(page, token, apiUrl)
    for (let refresh = 0; refresh < 2; refresh++) {
      await page.reload()
      await expect(page.getByRole('heading', { level: 2, name: ORGANIZATION })).toBeVisible()
    }
    const log = await requestsWith(apiUrl, idx)
    expect(log.map((entry) => [entry.path, entry.status])).toEqual([
      ['/v1/external/me', 200],
      ['/v1/external/me', 304],
      ['/v1/external/me', 304],
    ])
  })
}

test('screenshots of the connect page', async ({ page }) => {
  await servePlaceholderPictures(page)
  const { token } = await mintToken(E2E_API_URL, 'Scoreboard at the front desk', 10)
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size)
    await page.goto('/')
    await page.getByLabel('API token').fill('not a token')
    await page.getByRole('button', { name: 'Connect' }).click()
    await saveScreenshot(page, `connect-form-${name}`)
    await page.getByLabel('API token').fill(token)
    await page.getByRole('button', { name: 'Connect' }).click()
    await expect(page.getByRole('status')).toContainText('expires in 10 days')
    await saveScreenshot(page, `connect-connected-${name}`)
    await page.getByRole('button', { name: 'Sign out' }).click()
  }
})
