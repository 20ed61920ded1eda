import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const { tournamentIdx: PADEL, menDivisionIdx, womenDivisionIdx } = LANDMARKS.livePadel
const TEAMS = `/tournaments/${PADEL}/teams`

function teamNames() {
  return within(screen.getByRole('main'))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
}

describe('the teams page', () => {
  it('shows every team of the tournament under its division, asking for the tournament and its teams', async () => {
    const api = startDemoApi()
    await renderRoute(TEAMS, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('38 teams')
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Men open', 'Women open', 'Mixed', 'Staff exhibition'])
    expect(
      api.sent
        .map((request) => new URL(request.url))
        .map((url) => url.pathname + url.search)
        .sort(),
    ).toEqual([
      `/v1/external/tournaments/${PADEL}/teams?populate=captainProfile,division,leagueTeam,playerProfiles`,
      `/v1/external/tournaments/${PADEL}?populate=divisions`,
    ])
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Riverside Racket Association›Riverside Padel Open›Teams',
    )
  })

  it('filters by division through the API’s parameter, kept in the address', async () => {
    const api = startDemoApi()
    const { router } = await renderRoute(TEAMS, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Teams' })
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Women open')
    await waitFor(() => expect(router.state.location.search).toEqual({ division: womenDivisionIdx }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12 teams'))
    expect(api.sent.at(-1)?.url).toContain(`teams?division=${womenDivisionIdx}`)
  })

  it('searches team and player names from the address, ignoring case and accents', async () => {
    const api = startDemoApi()
    const teams = api.demo.dataset.tournaments
      .find((tournament) => tournament.idx === PADEL)!
      .divisions.find((division) => division.idx === menDivisionIdx)!.teams
    const player = teams[3]!.players[0]!
    const query = player.lastName.toUpperCase()
    await renderRoute(`${TEAMS}?division=${menDivisionIdx}&q=${encodeURIComponent(query)}`, {
      api,
      signedIn: 'main',
    })
    await screen.findByRole('heading', { level: 1, name: 'Teams' })
    expect(screen.getByLabelText('Search teams or players')).toHaveValue(query)
    expect(teamNames()).toContain(teams[3]!.name)
    for (const name of teamNames()) {
      const card = screen.getByRole('heading', { name: name! }).closest('article')!
      expect(card.textContent!.toLowerCase()).toContain(player.lastName.toLowerCase())
    }
  })

  it('narrows as one types, keeps the search in the address and can clear it', async () => {
    const { router } = await renderRoute(TEAMS, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Teams' })
    await userEvent.type(screen.getByLabelText('Search teams or players'), 'zzzz-nobody')
    expect(await screen.findByText('No team or player matches “zzzz-nobody”.')).toBeVisible()
    expect(router.state.location.search).toEqual({ q: 'zzzz-nobody' })
    await userEvent.click(screen.getByRole('link', { name: 'Clear the search' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('38 teams'))
    expect(screen.getByLabelText('Search teams or players')).toHaveValue('')
  })

  it('ignores a malformed division in the address, and says so for one of another tournament', async () => {
    const api = startDemoApi()
    await renderRoute(`${TEAMS}?division=not-a-uuid`, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Teams' })
    expect(api.sent.every((request) => !request.url.includes('division=not'))).toBe(true)

    await renderRoute(`${TEAMS}?division=${LANDMARKS.rolandGarros.divisionIdx}`, { signedIn: 'main' })
    expect(await screen.findByText('This division is not one of this tournament’s.')).toBeVisible()
  })

  it('renders hostile names as text and no javascript: or data: avatar', async () => {
    await renderRoute(`/tournaments/${LANDMARKS.hostileText.tournamentIdx}/teams`, { signedIn: 'main' })
    expect(
      await screen.findByRole('heading', { level: 3, name: '<script>alert("xss")</script>' }),
    ).toBeVisible()
    for (const image of screen.getByRole('main').querySelectorAll('img')) {
      expect(image.getAttribute('src')).toMatch(/^https?:/)
    }
  })
})
