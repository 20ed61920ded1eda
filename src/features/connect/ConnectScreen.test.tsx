import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const STORAGE_KEY = 'courtside.connection'
/** Nothing listens there: a request to it fails at once, as one to an attacker's host would be lost. */
const ELSEWHERE = 'http://127.0.0.1:9'

async function connectWith(token: string, options: { address?: string; remember?: boolean } = {}) {
  const user = userEvent.setup()
  await user.click(screen.getByLabelText('API token'))
  await user.paste(token)
  if (options.address !== undefined) {
    await user.click(screen.getByRole('button', { name: 'Use another API address' }))
    await user.clear(screen.getByLabelText('API address'))
    if (options.address) await user.type(screen.getByLabelText('API address'), options.address)
  }
  if (options.remember) await user.click(screen.getByLabelText(/Remember on this device/))
  await user.click(screen.getByRole('button', { name: 'Connect' }))
}

describe('the connect page', () => {
  it('proves a pasted token with getMe and shows whose it is', async () => {
    const api = startDemoApi()
    await renderRoute('/', { api })
    await connectWith(`  ${demoToken(api)}\n`)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Riverside Racket Association' }),
    ).toBeVisible()
    const main = within(screen.getByRole('main'))
    for (const shown of ['Demo token (main)', 'read', 'Never', '120 requests per 60 s']) {
      expect(main.getByText(shown)).toBeVisible()
    }
    // The prefix is the displayable head of the secret, never the whole of it.
    const prefix = main.getByText('Prefix').nextElementSibling?.textContent ?? ''
    expect(prefix.length).toBeGreaterThan('tr_test_'.length)
    expect(demoToken(api).startsWith(prefix) && prefix !== demoToken(api)).toBe(true)
    expect(screen.getByRole('link', { name: 'https://riverside-racket.example/' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toContain(demoToken(api))
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull()
    // The header shows the rate budget the probe measured.
    expect(screen.getByRole('banner')).toHaveTextContent('119/120')
    expect(api.sent).toHaveLength(1)
  })

  it('keeps the token on this device when asked to', async () => {
    const api = startDemoApi()
    await renderRoute('/', { api })
    await connectWith(demoToken(api), { remember: true })
    await screen.findByRole('heading', { level: 2, name: 'Riverside Racket Association' })
    expect(window.localStorage.getItem(STORAGE_KEY)).toContain(demoToken(api))
  })

  it('checks the token shape before sending anything', async () => {
    const api = startDemoApi()
    await renderRoute('/', { api })
    await connectWith('CsDemoMainOrganizationRead000001')
    expect(screen.getByLabelText('API token')).toHaveAccessibleDescription(/does not look like an API token/)
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(api.sent).toHaveLength(0)
  })

  it('asks for a token when the field is empty, and for a usable API address', async () => {
    const api = startDemoApi()
    await renderRoute('/', { api })
    await connectWith(' ', { address: 'ftp://example.com' })
    expect(screen.getByLabelText('API token')).toHaveAccessibleDescription('Paste a token first.')
    expect(screen.getByLabelText('API address')).toHaveAccessibleDescription(/http:\/\/ or https:\/\//)
    expect(api.sent).toHaveLength(0)
  })

  it.each([
    ['expired', 'The token expired', /Issue a new token in the organizer dashboard/],
    ['wrongEnvironment', 'This token is not valid', /another environment/],
    ['noReadScope', 'This token cannot read', /lacks the "read" scope/],
  ] as const)('explains a refused %s token and keeps nothing', async (name, title, detail) => {
    const api = startDemoApi()
    await renderRoute('/', { api })
    await connectWith(demoToken(api, name))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(title)
    expect(alert).toHaveTextContent(detail)
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('explains MISSING_API_TOKEN for a token of another service', async () => {
    const api = startDemoApi()
    await renderRoute('/', { api })
    await connectWith('zz_test_NotThisServicesToken00001')
    expect(await screen.findByRole('alert')).toHaveTextContent('No token was accepted')
  })

  it('says when the API cannot be reached', async () => {
    const api = startDemoApi()
    await renderRoute('/', { api })
    await connectWith(demoToken(api), { address: ELSEWHERE })
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'The API cannot be reached',
    )
    // The token went to the address the user typed, and to no other.
    expect(api.sent.map((request) => new URL(request.url).origin)).toEqual([ELSEWHERE])
  })

  it('names where the token goes, and takes another API address only when asked for one', async () => {
    const user = userEvent.setup()
    await renderRoute('/')
    const form = within(screen.getByRole('main'))
    expect(form.getByText(DEMO_API_URL)).toBeVisible()
    expect(form.getByText(DEMO_API_URL).parentElement).toHaveTextContent(
      `Your token will be sent to ${DEMO_API_URL}`,
    )
    expect(form.queryByRole('textbox', { name: 'API address' })).toBeNull()

    await user.click(form.getByRole('button', { name: 'Use another API address' }))
    const address = form.getByRole('textbox', { name: 'API address' })
    expect(address).toHaveValue(DEMO_API_URL)
    await user.clear(address)
    await user.type(address, `${ELSEWHERE}/read`)
    expect(form.getByRole('note')).toHaveTextContent(`Your token will be sent to ${ELSEWHERE}`)
    expect(form.getByRole('note')).toHaveTextContent(`not this viewer’s API (${DEMO_API_URL})`)

    await user.click(form.getByRole('button', { name: 'Use this viewer’s API address' }))
    expect(form.queryByRole('textbox', { name: 'API address' })).toBeNull()
    expect(form.queryByRole('note')).toBeNull()
    expect(form.getByText(DEMO_API_URL)).toBeVisible()
  })

  it('offers to remember a token only for an API address this viewer is set up to use', async () => {
    await renderRoute('/', { config: { allowedApiOrigins: ['https://staging.example'] } })
    const user = userEvent.setup()
    const remember = screen.getByRole('checkbox', { name: /Remember on this device/ })
    await user.click(remember)
    expect(remember).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Use another API address' }))
    const address = screen.getByRole('textbox', { name: 'API address' })
    await user.clear(address)
    await user.type(address, ELSEWHERE)
    expect(remember).toBeDisabled()
    expect(remember).not.toBeChecked()
    expect(remember).toHaveAccessibleName(/only for the API addresses this viewer is set up to use/)
    await user.clear(address)
    await user.type(address, 'https://staging.example')
    expect(remember).toBeEnabled()
    expect(remember).toBeChecked()
  })

  it('refuses a link naming another API: says so, keeps nothing, and the next token pasted goes to the configured API', async () => {
    const api = startDemoApi()
    const { context } = await renderRoute('/', { api })
    act(() =>
      context.session.handOver({ token: 'tr_test_fromTheLink0001', remember: true, apiBaseUrl: ELSEWHERE }),
    )
    const refused = await screen.findByRole('alert')
    expect(refused).toHaveTextContent('The token in this link was not used')
    expect(refused).toHaveTextContent(
      `send its token to ${ELSEWHERE}, an API address this viewer is not set up to use`,
    )
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(context.session.getSnapshot()).toMatchObject({ token: null, apiBaseUrl: DEMO_API_URL })

    // The form is not filled from the link: the real token goes to the configured API only.
    expect(screen.queryByRole('textbox', { name: 'API address' })).toBeNull()
    api.sent.length = 0
    await connectWith(demoToken(api))
    await screen.findByRole('heading', { level: 2, name: 'Riverside Racket Association' })
    expect(
      api.sent
        .filter((request) => request.authorization !== null)
        .map((request) => new URL(request.url).origin),
    ).toEqual([new URL(DEMO_API_URL).origin])

    await userEvent.click(within(refused).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('The token in this link was not used')).toBeNull()
  })

  it('warns when the token expires within 14 days', async () => {
    await renderRoute('/', { signedIn: 'expiringSoon' })
    expect(await screen.findByRole('status')).toHaveTextContent(/expires in 10 days/)
  })

  it('shows an organization avatar and website only when they are http(s) URLs', async () => {
    await renderRoute('/', { signedIn: 'second' })
    await screen.findByRole('heading', { level: 2 })
    expect(screen.getByRole('main').querySelector('img')).toBeNull()
    // The only link is the way on to the tournaments: the javascript: website is text.
    expect(
      within(screen.getByRole('main'))
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/tournaments'])
  })

  it('signs out: the token is forgotten everywhere and the form is back', async () => {
    const api = startDemoApi()
    const { context } = await renderRoute('/', { api, signedIn: 'main' })
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: demoToken(api), apiBaseUrl: '' }))
    await screen.findByRole('heading', { level: 2, name: 'Riverside Racket Association' })
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByLabelText('API token')).toHaveValue('')
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(context.queryClient.getQueryCache().getAll()).toHaveLength(0)
  })

  it('says why a token was dropped when the API refuses it later', async () => {
    await renderRoute('/', { signedIn: 'expired' })
    expect(await screen.findByRole('alert')).toHaveTextContent('You were signed out: the token expired')
    expect(screen.getByLabelText('API token')).toBeVisible()
  })

  it('offers the demo token when the deployment configures one', async () => {
    const api = startDemoApi()
    await renderRoute('/', { api, config: { demoToken: demoToken(api) } })
    await userEvent.click(screen.getByRole('button', { name: 'Use the demo token' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Riverside Racket Association' }),
    ).toBeVisible()
  })

  it('asks for no token in proxy mode', async () => {
    await renderRoute('/', { config: { tokenMode: 'proxy' } })
    expect(screen.getByRole('heading', { name: 'No token needed here' })).toBeVisible()
    expect(screen.queryByLabelText('API token')).toBeNull()
  })
})
