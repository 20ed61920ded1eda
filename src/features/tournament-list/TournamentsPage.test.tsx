import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEFAULT_RETRY_POLICY } from '../../api/retry'
import { allowConsole } from '../../../test-support/console-guard'
import { startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

/** The query of each listTournaments request, parameters sorted. */
function listRequests(api: DemoApi): string[] {
  return api.sent
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v1/external/tournaments')
    .map((url) => {
      url.searchParams.sort()
      return url.searchParams.toString()
    })
}

function rows() {
  return within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })
}

describe('the tournament list', () => {
  it('shows the first 25 tournaments as served, with their club, and the total and page count', async () => {
    const api = startDemoApi()
    await renderRoute('/tournaments', { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
    expect(screen.getByText('122 tournaments · page 1 of 5')).toBeVisible()
    const served = api.demo.dataset.tournaments
      .filter((t) => t.organizationIdx === LANDMARKS.mainOrganization.idx)
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.idx.localeCompare(b.idx))
      .slice(0, 25)
    expect(rows().map((row) => row.textContent)).toEqual(served.map((t) => t.name))
    expect(listRequests(api)).toEqual(['limit=25&offset=0&populate=club'])
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Riverside Racket Association',
    )
  })

  it('shows a tournament’s sport, type, status, dates in its own time zone and club', async () => {
    await renderRoute('/tournaments?status=IN_PROGRESS&sport=PADEL', { signedIn: 'main' })
    const link = await screen.findByRole('link', { name: 'Riverside Padel Open' })
    const row = link.closest('li')!
    expect(row).toHaveTextContent('In progress')
    expect(row).toHaveTextContent('Padel · Tournament')
    expect(row).toHaveTextContent('Padel Arena Riverside')
    expect(row).toHaveTextContent('Jun 13 – 15, 2025 (dates in Europe/Madrid)')
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      'https://banners.courtside.example/riverside-padel-open.jpg',
    )
    expect(link).toHaveAttribute('href', `/tournaments/${LANDMARKS.livePadel.tournamentIdx}`)
  })

  it('filters by status and sport from the address, and through the form', async () => {
    const api = startDemoApi()
    const { router } = await renderRoute('/tournaments?status=COMPLETED', { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Tournaments' })
    expect(screen.getByLabelText('Status')).toHaveValue('COMPLETED')
    for (const row of rows()) expect(row.closest('li')).toHaveTextContent('Completed')

    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'TENNIS')
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'COMPLETED', sport: 'TENNIS' }),
    )
    await waitFor(() => expect(rows()[0]!.closest('li')).toHaveTextContent('Tennis'))
    for (const row of rows()) expect(row.closest('li')).toHaveTextContent(/Completed.*Tennis/)
    expect(listRequests(api).at(-1)).toBe('limit=25&offset=0&populate=club&sport=TENNIS&status=COMPLETED')
  })

  it('pages with links, and changes the page size', async () => {
    const api = startDemoApi()
    const { router } = await renderRoute('/tournaments', { api, signedIn: 'main' })
    await screen.findByText('122 tournaments · page 1 of 5')
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tournaments?page=2')
    await userEvent.click(within(pages).getByRole('link', { name: 'Last' }))
    expect(await screen.findByText('122 tournaments · page 5 of 5')).toBeVisible()
    expect(rows()).toHaveLength(22)
    expect(listRequests(api).at(-1)).toBe('limit=25&offset=100&populate=club')

    await userEvent.selectOptions(screen.getByLabelText('Per page'), '100')
    expect(await screen.findByText('122 tournaments · page 1 of 2')).toBeVisible()
    expect(router.state.location.search).toEqual({ size: 100 })
    expect(rows()).toHaveLength(100)
  })

  it('falls back to defaults for a hand-edited bad value, so the API never sees it', async () => {
    const api = startDemoApi()
    await renderRoute('/tournaments?status=LIVE&sport=chess&size=500&page=-3', { api, signedIn: 'main' })
    expect(await screen.findByText('122 tournaments · page 1 of 5')).toBeVisible()
    expect(listRequests(api)).toEqual(['limit=25&offset=0&populate=club'])
    expect(screen.getByLabelText('Status')).toHaveValue('')
  })

  it('says when a page is past the end, and links to the last one', async () => {
    await renderRoute('/tournaments?page=40', { signedIn: 'main' })
    expect(await screen.findByRole('heading', { name: 'This page is past the last one' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute(
      'href',
      '/tournaments?page=5',
    )
  })

  it('says when nothing matches the filters', async () => {
    await renderRoute('/tournaments?status=ARCHIVED&sport=PICKLEBALL&size=1&page=3', { signedIn: 'second' })
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      /No tournaments match these filters|This page is past the last one/,
    )
  })

  it('renders hostile organizer text as text and never a javascript: banner', async () => {
    await renderRoute('/tournaments?status=COMPLETED&sport=PADEL&size=100', { signedIn: 'main' })
    const link = await screen.findByRole('link', { name: /<script>alert\("xss"\)<\/script> Summer Smash/ })
    const row = link.closest('li')!
    expect(row.querySelector('img')).toBeNull()
    expect(document.querySelector('script:not([src])')).toBeNull()
  })

  it('shows an error with a retry when the API fails, and recovers', async () => {
    allowConsole('error', /HTTP 500/)
    allowConsole('warn', /Error in route match/)
    const api = startDemoApi()
    api.demo.controls.faults.set({ errorRate: 1, errorStatus: 500 })
    await renderRoute('/tournaments', {
      api,
      signedIn: 'main',
      retryPolicy: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'The API had a problem' })).toBeVisible()
    expect(screen.getByRole('banner')).toBeVisible()
    api.demo.controls.faults.clear()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
  })

  it('sends a visitor without a token to the connect page, and back here once connected', async () => {
    const api = startDemoApi()
    const { router } = await renderRoute('/tournaments?status=UPCOMING', { api })
    expect(router.state.location.pathname).toBe('/')
    expect(api.sent).toHaveLength(0)
    await userEvent.type(screen.getByLabelText('API token'), api.demo.controls.credentials.main.token)
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    await userEvent.click(await screen.findByRole('link', { name: 'Continue to the page you opened' }))
    await waitFor(() => expect(router.state.location.href).toBe('/tournaments?status=UPCOMING'))
    expect(await screen.findByLabelText('Status')).toHaveValue('UPCOMING')
  })
})
