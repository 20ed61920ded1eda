import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { meQueries } from '../api/queries'
import { demoToken, startDemoApi, throughProxy } from '../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../test-support/dom/render-route'

describe('a token the API refuses on any page', () => {
  it('sends the user to the connect page, which says what happened', async () => {
    const { router, context } = await renderRoute('/no/such/page', { signedIn: 'expired' })
    await context.queryClient.fetchQuery(meQueries.detail(context.api)).catch(() => undefined)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('alert')).toHaveTextContent('You were signed out: the token expired')
    expect(context.session.getToken()).toBeNull()
  })

  it('explains a token without the read scope', async () => {
    const { context } = await renderRoute('/no/such/page', { signedIn: 'noReadScope' })
    await context.queryClient.fetchQuery(meQueries.detail(context.api)).catch(() => undefined)
    expect(await screen.findByRole('alert')).toHaveTextContent('lacks the "read" scope')
  })
})

describe('behind the public-display proxy, a refused token is the proxy’s', () => {
  const PROXY = { tokenMode: 'proxy' } as const
  /** The proxy forwards with its own token, which the API now refuses (expired). */
  const proxyWithExpiredToken = () => {
    const api = startDemoApi()
    return throughProxy(api, demoToken(api, 'expired'))
  }

  it('on staff pages: the connect page says to tell whoever runs the proxy, and offers no token to paste', async () => {
    const { router } = await renderRoute('/tournaments', { api: proxyWithExpiredToken(), config: PROXY })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The display proxy’s token no longer works')
    expect(alert).toHaveTextContent('Tell whoever runs the proxy')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: /sign out/i })).toBeNull()
  })

  it('on a venue screen: the whole screen says so, not to make a new screen link', async () => {
    const { livePadel } = LANDMARKS
    await renderRoute(`/screen?tournament=${livePadel.tournamentIdx}&views=pools:${livePadel.poolRoundIdx}`, {
      api: proxyWithExpiredToken(),
      config: PROXY,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The display proxy’s token no longer works' }),
    ).toBeVisible()
    expect(screen.getByText(/Tell whoever runs the proxy/)).toBeVisible()
    expect(screen.queryByText(/screen link/)).toBeNull()
  })
})
