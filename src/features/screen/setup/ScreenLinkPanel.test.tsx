import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../../server/src/data/landmarks'
import { takeTokenFromFragment } from '../../../auth/token-fragment'
import {
  DEMO_API_URL,
  demoToken,
  startDemoApi,
  throughProxy,
} from '../../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../../test-support/dom/render-route'

const { livePadel } = LANDMARKS
const SETUP = `/screens/new?tournament=${livePadel.tournamentIdx}&round=${livePadel.poolRoundIdx}`

async function screenLinkShown(): Promise<URL> {
  const open = await screen.findByRole('link', { name: 'Open it here' })
  return new URL(open.getAttribute('href') ?? '')
}

describe('the screen link', () => {
  it('names the API staff are connected to when screens would not read it by default', async () => {
    const api = startDemoApi()
    const token = demoToken(api)
    // Connected (on the connect page) to the demo API, while this viewer is set up for another
    // and allows links for the demo API's origin too.
    window.sessionStorage.setItem('courtside.connection', JSON.stringify({ token, apiBaseUrl: DEMO_API_URL }))
    await renderRoute(SETUP, {
      api,
      config: { apiBaseUrl: 'https://api.results.example', allowedApiOrigins: [DEMO_API_URL] },
      storages: { session: window.sessionStorage, local: null },
    })
    const link = await screenLinkShown()
    expect(new URLSearchParams(link.hash.slice(1)).get('api')).toBe(DEMO_API_URL)
    expect(screen.queryByText(/screens read/)).toBeNull()

    // The TV takes the token for that API.
    window.history.replaceState(null, '', link.pathname + link.search + link.hash)
    expect(takeTokenFromFragment(window.location, window.history)).toEqual({
      token,
      remember: false,
      apiBaseUrl: DEMO_API_URL,
    })
  })

  it('offers no link for an API this viewer does not allow links for, and says why', async () => {
    const api = startDemoApi()
    const token = demoToken(api)
    window.sessionStorage.setItem('courtside.connection', JSON.stringify({ token, apiBaseUrl: DEMO_API_URL }))
    await renderRoute(SETUP, {
      api,
      config: { apiBaseUrl: 'https://api.results.example' },
      storages: { session: window.sessionStorage, local: null },
    })
    expect(await screen.findByText(/which this viewer’s screens do not accept links for/)).toHaveTextContent(
      `You are connected to ${DEMO_API_URL}`,
    )
    expect(screen.queryByRole('link', { name: 'Open it here' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    expect(document.body.innerHTML).not.toContain(token)
  })

  it('names no API when staff use the configured one', async () => {
    await renderRoute(SETUP, { signedIn: 'main' })
    const link = await screenLinkShown()
    expect(new URLSearchParams(link.hash.slice(1)).has('api')).toBe(false)
    expect(new URLSearchParams(link.hash.slice(1)).has('token')).toBe(true)
  })

  it('carries nothing after # behind the proxy, and asks nobody about a token', async () => {
    const api = startDemoApi()
    await renderRoute(SETUP, {
      api: throughProxy(api),
      config: { tokenMode: 'proxy', apiBaseUrl: DEMO_API_URL },
    })
    const link = await screenLinkShown()
    expect(link.hash).toBe('')
    expect(screen.getByText(/the link carries no token/)).toBeVisible()
    expect(api.sent.length).toBeGreaterThan(0)
    expect(api.sent.map((request) => new URL(request.url).pathname)).not.toContain('/v1/external/me')
  })
})
