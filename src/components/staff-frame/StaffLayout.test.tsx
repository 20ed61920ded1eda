import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../test-support/dom/render-route'

describe('staff app shell', () => {
  it('shows the header and the connect page at /', async () => {
    await renderRoute('/')
    expect(screen.getByRole('banner')).toHaveTextContent('Courtside')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect to your organization' }),
    ).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Screens' })).toHaveAttribute('href', '/screens/new')
    expect(within(nav).getByRole('link', { name: 'Embeds' })).toHaveAttribute('href', '/embeds/new')
  })

  it('shows a not-found page with a way home for an unknown address', async () => {
    await renderRoute('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})
