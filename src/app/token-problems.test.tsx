import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { meQueries } from '../api/queries'
import { renderRoute } from '../test/render-route'

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
