import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { SCHEDULE_ROUND_POPULATE } from '../../api/views/round'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const PADEL = `/tournaments/${LANDMARKS.livePadel.tournamentIdx}`

function section(name: string) {
  return within(screen.getByRole('region', { name }))
}

describe('the tournament page', () => {
  it('asks once for exactly the relations it shows', async () => {
    const api = startDemoApi()
    await renderRoute(PADEL, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })
    await section('Now').findByText(/games? live/)
    const { poolRoundIdx, bracketRoundIdx, womenBracketRoundIdx, mixedPoolRoundIdx, hiddenRoundIdx } =
      LANDMARKS.livePadel
    const draws = 'division,draws.rounds.games.awayTeam,draws.rounds.games.homeTeam,draws.rounds.games.winner'
    const pool = 'division,games,pools.standings.team'
    const now = `?populate=${[...SCHEDULE_ROUND_POPULATE].sort().join(',')}`
    // The podium: each division's last round, with only what its places need.
    const podium = [
      `/v1/external/rounds/${bracketRoundIdx}?populate=${draws}`,
      `/v1/external/rounds/${womenBracketRoundIdx}?populate=${draws}`,
      `/v1/external/rounds/${mixedPoolRoundIdx}?populate=${pool}`,
      `/v1/external/rounds/${hiddenRoundIdx}?populate=${pool}`,
    ]
    await waitFor(() =>
      expect(api.sent.map((request) => new URL(request.url)).map((url) => url.pathname + url.search)).toEqual(
        expect.arrayContaining(podium),
      ),
    )
    const sent = api.sent.map((request) => new URL(request.url))
    expect(sent.filter((url) => url.pathname.includes('/tournaments/')).map((url) => url.search)).toEqual([
      '?populate=circuit,circuitCategory,club,club.courts,divisions,divisions.rounds,rankedTiebreakRules,sponsors',
    ])
    const rounds = sent.filter((url) => url.pathname.includes('/rounds/'))
    // In progress, its "Now" reads each round once, as the order of play does (which then opens at once).
    const nowReads = rounds.filter((url) => url.search === now)
    expect(new Set(nowReads.map((url) => url.pathname)).size).toBe(nowReads.length)
    expect(nowReads.map((url) => url.pathname)).toContain(`/v1/external/rounds/${poolRoundIdx}`)
    expect(
      rounds
        .filter((url) => url.search !== now)
        .map((url) => url.pathname + url.search)
        .sort(),
    ).toEqual([...podium].sort())
    expect(sent).toHaveLength(1 + rounds.length)
  })

  it('shows status, sport, type, dates in the tournament’s zone and the public page', async () => {
    await renderRoute(PADEL, { signedIn: 'main' })
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header')!
    expect(header).toHaveTextContent('In progress')
    expect(header).toHaveTextContent('Dates and times in Europe/Madrid')
    expect(within(header).getByRole('link', { name: /Public page/ })).toHaveAttribute(
      'href',
      'https://tournaments.courtside.example/t/riverside-padel-open',
    )
    const publish = within(within(header).getByRole('list', { name: 'Publish' }))
    const preset = `?tournament=${LANDMARKS.livePadel.tournamentIdx}`
    expect(publish.getByRole('link', { name: 'Show on a venue screen' })).toHaveAttribute(
      'href',
      `/screens/new${preset}`,
    )
    expect(publish.getByRole('link', { name: 'Embed on a club’s website' })).toHaveAttribute(
      'href',
      `/embeds/new${preset}`,
    )
    const details = section('Details')
    expect(details.getByText('Europe/Madrid')).toBeVisible()
    expect(details.getByText('Entry fee').nextElementSibling).toHaveTextContent('40')
    expect(details.getByText('Total prize').nextElementSibling).toHaveTextContent('3,000')
    expect(details.getByText('Visibility').nextElementSibling).toHaveTextContent('Public')
    expect(details.getByText('Schedule').nextElementSibling).toHaveTextContent('Fixed times')
    expect(details.getByText('Court names').nextElementSibling).toHaveTextContent(/1\s*Pista Central/)
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Riverside Racket Association›Riverside Padel Open',
    )
  })

  it('lists divisions by number with colour, hidden badge, format, price, capacity and rounds', async () => {
    await renderRoute(PADEL, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1 })
    const divisions = section('Divisions').getAllByRole('heading', { level: 3 })
    expect(divisions.map((heading) => heading.textContent)).toEqual([
      'Men open',
      'Women open',
      'Mixed',
      'Staff exhibitionHidden',
    ])
    const men = divisions[0]!.closest('li')!
    expect(within(men).getByText('Price').nextElementSibling).toHaveTextContent('40 (tournament price)')
    expect(within(men).getByText('Capacity').nextElementSibling).toHaveTextContent('16 teams')
    expect(within(men).getByText('Format').nextElementSibling).toHaveTextContent('Doubles')
    // A pair is what "Doubles" says: no "Players per team 2" outside team formats.
    expect(within(men).queryByText('Players per team')).toBeNull()
    expect(within(men).getByRole('link', { name: 'Group stage' })).toHaveAttribute(
      'href',
      `/rounds/${LANDMARKS.livePadel.poolRoundIdx}?tournament=${LANDMARKS.livePadel.tournamentIdx}`,
    )
    expect(within(men).getByRole('link', { name: 'Men open' })).toHaveAttribute(
      'href',
      `${PADEL}/divisions/${LANDMARKS.livePadel.menDivisionIdx}`,
    )
  })

  it('says singles as such, without players per team', async () => {
    await renderRoute(`/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1 })
    const singles = section('Divisions').getAllByRole('heading', { level: 3 })[0]!.closest('li')!
    expect(within(singles).getByText('Format').nextElementSibling).toHaveTextContent('Singles')
    expect(within(singles).queryByText('Players per team')).toBeNull()
  })

  it('shows players per team for a team format', async () => {
    await renderRoute(`/tournaments/${LANDMARKS.teamLeague.tournamentIdx}`, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Riverside Team League' })
    const premier = section('Divisions').getByRole('heading', { level: 3, name: 'Premier' }).closest('li')!
    expect(within(premier).getByText('Players per team').nextElementSibling).toHaveTextContent('4–8')
    expect(within(premier).getByText('Format').nextElementSibling).toHaveTextContent('Doubles')
  })

  it('shows the club with its courts in order and a map, sponsors by position, circuit and tiebreak rules', async () => {
    await renderRoute(PADEL, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1 })
    const club = section('Club')
    expect(club.getByText('Padel Arena Riverside')).toBeVisible()
    expect(club.getByRole('link', { name: /Show on a map/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    )
    expect(club.getAllByRole('listitem').map((court) => court.textContent)).toEqual([
      'Pista Central',
      'Pista 2 (Cristal)',
      'Pista 3',
      'Pista 4',
      'Pista 5',
      'Pista 6 – Exterior',
    ])
    const sponsors = section('Sponsors').getAllByRole('listitem')
    expect(sponsors[0]).toHaveTextContent('Bounce Drinks')
    expect(within(sponsors[0]!).getByRole('link', { name: /Bounce Drinks/ })).toHaveAttribute(
      'href',
      'https://sponsor-0.courtside.example/',
    )
    expect(section('Circuit').getByText(/Riverside Padel Tour/)).toHaveTextContent('Season 2025')
    expect(section('Tiebreak rules').getAllByRole('listitem')[0]).toHaveTextContent('Head-to-head (H2H)')
  })

  it('renders hostile organizer text as text; javascript: and data: URLs become neither links nor images', async () => {
    await renderRoute(`/tournaments/${LANDMARKS.hostileText.tournamentIdx}`, { signedIn: 'main' })
    const title = await screen.findByRole('heading', { level: 1 })
    expect(title).toHaveTextContent(
      '<script>alert("xss")</script> Summer Smash <img src=x onerror="alert(1)">',
    )
    const main = screen.getByRole('main')
    for (const image of main.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/^https?:/)
    for (const link of main.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:|\/)/)
    }
    expect(main.querySelector('script, iframe, marquee')).toBeNull()
    expect(section('Sponsors').getByText('<a href="javascript:alert(1)">click me</a>')).toBeVisible()
  })

  it('says a tournament of another organization is not found in yours', async () => {
    await renderRoute(`/tournaments/${LANDMARKS.secondOrganizationTournament.tournamentIdx}`, {
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Not found in your organization',
    )
    expect(screen.getByRole('link', { name: 'Go to your tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    )
  })

  it('says a malformed id is a broken link, without asking the API', async () => {
    const api = startDemoApi()
    await renderRoute('/tournaments/9ad31000-0000-4000-8000-00000000b0', { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This link’s id is malformed')
    expect(api.sent).toHaveLength(0)
  })

  describe('champions', () => {
    it('names each division’s champion and runner-up at the top once every division is decided', async () => {
      await renderRoute(`/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`, { signedIn: 'main' })
      const champions = within(await screen.findByRole('region', { name: 'Champions' }))
      const podium = champions.getByRole('list', { name: /^Podium of / })
      expect(
        within(podium)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['ChampionNovak Djokovic', 'Runner-upCasper Ruud'])
      // Named once, at the top: the division's own row does not repeat it.
      expect(screen.getAllByText('Novak Djokovic')).toHaveLength(1)
    })

    it('claims nothing while a final is unfinished', async () => {
      const api = startDemoApi()
      await renderRoute(PADEL, { api, signedIn: 'main' })
      await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })
      // Every division's last round has been read (beside the rounds the page's Now reads as the
      // order of play does), and none has a champion.
      const now = `?populate=${[...SCHEDULE_ROUND_POPULATE].sort().join(',')}`
      const podiumReads = () =>
        api.sent
          .map((request) => new URL(request.url))
          .filter((url) => url.pathname.includes('/rounds/') && url.search !== now)
      await waitFor(() => expect(podiumReads()).toHaveLength(4))
      await waitFor(() => expect(screen.getByRole('region', { name: 'Divisions' })).toBeVisible())
      expect(screen.queryByRole('region', { name: 'Champions' })).toBeNull()
      expect(screen.queryByText('Champion')).toBeNull()
      expect(screen.queryByRole('list', { name: /^Podium of / })).toBeNull()
    })
  })
})
