import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const { livePadel, rolandGarros } = LANDMARKS

function screenPath(tournament: string, views: string, extra = '') {
  return `/screen?tournament=${tournament}&views=${encodeURIComponent(views)}${extra}`
}

describe('the venue screen', () => {
  it('shows the tournament and all pools of a round in large tables, without the app chrome', async () => {
    await renderRoute(screenPath(livePadel.tournamentIdx, `pools:${livePadel.poolRoundIdx}`), {
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
    expect(await screen.findByRole('heading', { level: 2, name: 'Men open · Group stage' })).toBeVisible()
    const tables = await screen.findAllByRole('table')
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Pool A',
      'Pool B',
      'Pool C',
      'Pool D',
    ])
    // The tournament's chosen columns, in its order; no copy-link buttons on a screen.
    expect(
      within(tables[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Team', 'Pts', 'W', 'L', 'S±', 'G±', 'P'])
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Courtside' })).toBeNull()
    expect(await screen.findByRole('status')).toHaveTextContent(/Updated (just now|\d+ s ago)/)
  })

  it('shows a page of a large bracket at a time, and the QR code to the public page when asked', async () => {
    await renderRoute(
      screenPath(rolandGarros.tournamentIdx, `bracket:${rolandGarros.roundIdx}`, '&qr=1&bracket=whole'),
      { signedIn: 'main' },
    )
    await screen.findByRole('group', { name: 'Main draw: bracket' })
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Main draw \d+ \/ \d+$/)
    expect(screen.getByRole('group', { name: 'Main draw: bracket' })).toBeVisible()
    expect(screen.getAllByRole('article').length).toBeLessThan(127)
    expect(
      screen.getByRole('img', { name: /^QR code to https:\/\/tournaments\.courtside\.example\/t\// }),
    ).toBeVisible()
    expect(screen.getByText('Results on your phone')).toBeVisible()
  })

  it('starts a played draw at its last four rounds, a few pages, not twenty', async () => {
    await renderRoute(screenPath(rolandGarros.tournamentIdx, `bracket:${rolandGarros.roundIdx}`), {
      signedIn: 'main',
    })
    const bracket = await screen.findByRole('group', { name: 'Main draw: bracket' })
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Main draw( [1] \/ [1-3])?$/)
    const rounds = within(bracket)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent)
    expect(rounds[0]).toBe('Round of 16')
    expect(rounds).not.toContain('Round of 32')
  })

  it('shows the game on now on each court in the live view', async () => {
    await renderRoute(screenPath(livePadel.tournamentIdx, 'live'), { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 2, name: 'On court now' })).toBeVisible()
    const central = await screen.findByRole('region', { name: 'Pista Central' })
    expect(central).toHaveTextContent(/Live\s*\d+ (min|h)/)
    expect(within(central).getAllByText(/\w+ \/ \w+/).length).toBeGreaterThanOrEqual(2)
  })

  it('explains a refused token on the screen itself, with what staff should do, and stays there', async () => {
    const { router } = await renderRoute(screenPath(livePadel.tournamentIdx, 'courts'), {
      signedIn: 'expired',
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen’s token has expired' }),
    ).toBeVisible()
    expect(screen.getByText(/make a new screen link with a valid token/)).toBeVisible()
    expect(router.state.location.pathname).toBe('/screen')
  })

  it('says so when it has no token at all, and asks the API nothing', async () => {
    const api = startDemoApi()
    await renderRoute(screenPath(livePadel.tournamentIdx, 'courts'), { api })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen has no access token' }),
    ).toBeVisible()
    expect(api.sent).toEqual([])
  })

  it('says which link is broken: no tournament, no view it can show, or a tournament of another organization', async () => {
    const first = await renderRoute(`/screen?views=courts`, { signedIn: 'main' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen link is incomplete' }),
    ).toBeVisible()
    first.unmount()
    await renderRoute(screenPath(LANDMARKS.secondOrganizationTournament.tournamentIdx, 'courts'), {
      signedIn: 'main',
    })
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'This tournament is not available' }),
      ).toBeVisible(),
    )
  })

  it('shows nothing the organizer has not published: a draft, a hidden division or round', async () => {
    const first = await renderRoute(screenPath(LANDMARKS.draft.tournamentIdx, 'courts'), { signedIn: 'main' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'These results are not published yet' }),
    ).toBeVisible()
    first.unmount()
    await renderRoute(
      screenPath(
        livePadel.tournamentIdx,
        `division:${livePadel.hiddenDivisionIdx},pools:${livePadel.hiddenRoundIdx}`,
      ),
      { signedIn: 'main' },
    )
    expect(await screen.findByText(/^Nothing to show yet/)).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
