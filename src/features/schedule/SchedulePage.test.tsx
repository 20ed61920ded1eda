import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

// The demo's live padel tournament is generated around 12:00 UTC on 14 June 2025 (14:00 in
// Madrid): the page's clock is set there before any query of the file runs (TanStack Query keeps
// the timer functions it first used).
const ANCHOR = Date.parse('2025-06-14T12:00:00Z')
const P = LANDMARKS.livePadel
const SCHEDULE = `/tournaments/${P.tournamentIdx}/schedule`
const ROUNDS = [
  P.poolRoundIdx,
  P.bracketRoundIdx,
  P.womenBracketRoundIdx,
  P.mixedPoolRoundIdx,
  P.hiddenRoundIdx,
]
const COURTS = ['Pista Central', 'Pista 2 (Cristal)', 'Pista 3', 'Pista 4', 'Pista 5', 'Pista 6 – Exterior']

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: ANCHOR })
})
afterEach(() => vi.useRealTimers())

function requested(api: DemoApi): string[] {
  return api.sent.map((request) => {
    const url = new URL(request.url)
    return url.pathname + url.search
  })
}

function courtColumns(): HTMLElement[] {
  return within(screen.getByRole('region', { name: /^Courts on / }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('section')!)
}

describe('the schedule page', () => {
  it('shows today’s order of play by court, in court order, reading the tournament and one round each', async () => {
    const api = startDemoApi()
    await renderRoute(SCHEDULE, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Order of play' })).toBeVisible()
    expect(screen.getByText('Times in Europe/Madrid')).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Riverside Racket Association›Riverside Padel Open›Order of play',
    )
    const days = within(screen.getByRole('navigation', { name: 'Days' })).getAllByRole('link')
    expect(days.map((day) => day.textContent)).toEqual(['Fri, Jun 13', 'Sat, Jun 14· Today', 'Sun, Jun 15'])
    expect(days[1]).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday, June 14' })).toBeVisible()
    expect(
      courtColumns().map((column) => within(column).getByRole('heading').firstChild?.textContent),
    ).toEqual(COURTS)
    // Each court in time order, every division and round on it.
    for (const column of courtColumns()) {
      const times = within(column)
        .getAllByRole('article')
        .map((card) => /\((\d\d:\d\d [AP]M)/.exec(card.querySelector('.sr-only')!.textContent!)?.[1] ?? '')
      expect(times).toEqual(
        [...times].sort((a, b) => Date.parse(`2000-01-01 ${a}`) - Date.parse(`2000-01-01 ${b}`)),
      )
    }
    const central = courtColumns()[0]!
    expect(central).toHaveTextContent('Women open · Main draw')
    expect(central).toHaveTextContent('Men open · Group stage')
    // Exactly the tournament and one getRound per round; nothing per game or team.
    const sent = requested(api)
    expect(sent).toHaveLength(1 + ROUNDS.length)
    expect(sent.filter((path) => path.startsWith(`/v1/external/tournaments/${P.tournamentIdx}?`))).toEqual([
      `/v1/external/tournaments/${P.tournamentIdx}?populate=divisions,divisions.rounds`,
    ])
    expect(
      sent.filter((path) => path.startsWith('/v1/external/rounds/')).map((path) => path.split('?')[0]),
    ).toEqual(expect.arrayContaining(ROUNDS.map((idx) => `/v1/external/rounds/${idx}`)))
  })

  it('puts the games on court, the next game of each court and the games just finished in the Now strip', async () => {
    await renderRoute(SCHEDULE, { signedIn: 'main' })
    const now = await screen.findByRole('region', { name: 'Now' })
    const live = within(now).getByRole('region', { name: 'Live now' })
    expect(within(live).getAllByRole('article')).toHaveLength(6)
    for (const card of within(live).getAllByRole('article')) {
      expect(card).toHaveAttribute('data-state', 'live')
      expect(card).toHaveTextContent(/On court for \d+ min/)
    }
    const next = within(now).getByRole('region', { name: 'Up next' })
    const nextCards = within(next).getAllByRole('article')
    expect(nextCards).toHaveLength(6)
    expect(nextCards.map((card) => card.getAttribute('data-state'))).toEqual(Array(6).fill('upcoming'))
    // One per court, in court order.
    expect(
      nextCards.map((card) =>
        COURTS.findIndex((court) => card.querySelector('.sr-only')!.textContent!.includes(court)),
      ),
    ).toEqual([0, 1, 2, 3, 4, 5])
    const finished = within(now).getByRole('region', { name: 'Just finished' })
    expect(within(finished).getAllByRole('article').length).toBeGreaterThan(0)
    for (const card of within(finished).getAllByRole('article')) {
      // The 13:00 (Madrid) slot, over at 13:50: within the last 30 minutes.
      expect(card.querySelector('.sr-only')).toHaveTextContent(/\(01:00 PM/)
    }
  })

  it('shows another day from ?day=, without a Now strip, with where teams will come from and set scores', async () => {
    await renderRoute(`${SCHEDULE}?day=2025-06-15`, { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday, June 15' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Now' })).toBeNull()
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent(/1st of pool A/i)
    expect(main).toHaveTextContent('Men open · Final stage')
  })

  it('shows a played day’s results by sets, linking each game to its round page with the game in view', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    const { router } = await renderRoute(`${SCHEDULE}?day=2025-06-13`, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 2, name: 'Friday, June 13' })
    const cards = within(screen.getByRole('region', { name: /^Courts on / })).getAllByRole('article')
    expect(cards.length).toBe(8)
    const decided = cards.filter((card) => /won \d+-\d+/.test(card.querySelector('.sr-only')!.textContent!))
    expect(decided.length).toBeGreaterThan(0)
    const card = decided[0]!
    const number = /Game (\d+)/.exec(card.querySelector('.sr-only')!.textContent!)![1]
    await user.click(within(card).getByRole('link', { name: 'View in Main draw' }))
    await screen.findByRole('heading', { level: 1, name: 'Main draw' })
    const search = router.state.location.search as { tournament?: string; game?: string }
    expect(search.tournament).toBe(P.tournamentIdx)
    // The round's sections follow its header (rendered in the background).
    const games = within(await screen.findByRole('region', { name: 'Games' }))
    const highlighted = games.getAllByRole('article').filter((each) => each.dataset.highlighted !== undefined)
    expect(highlighted).toHaveLength(1)
    expect(highlighted[0]!.querySelector('.sr-only')).toHaveTextContent(new RegExp(`^Game ${number}\\b`))
    expect(highlighted[0]!.closest('li')).toHaveAttribute('id', 'game-in-view')
  })

  it('links each team of a game to its team page, and asks for nothing more to do it', async () => {
    const api = startDemoApi()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    const { router } = await renderRoute(`${SCHEDULE}?day=2025-06-13`, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 2, name: 'Friday, June 13' })
    const sentBefore = api.sent.length
    const card = within(screen.getByRole('region', { name: /^Courts on / })).getAllByRole('article')[0]!
    const spoken = card.querySelector('.sr-only')!.textContent!
    const teams = within(card)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')!.includes('/teams/'))
    expect(teams).toHaveLength(2)
    // The names a screen reader hears as links are the ones the game's sentence names.
    for (const link of teams) expect(spoken).toContain(link.textContent!)
    expect(api.sent.length).toBe(sentBefore)
    const name = teams[0]!.textContent!
    await user.click(teams[0]!)
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible()
    expect(router.state.location.pathname).toMatch(new RegExp(`^/tournaments/${P.tournamentIdx}/teams/`))
  })

  it('filters by court and by team name (any case, no accents), kept in the address', async () => {
    const api = startDemoApi()
    const tournament = api.demo.dataset.tournaments.find((each) => each.idx === P.tournamentIdx)!
    const team = tournament.divisions.find((division) => division.idx === P.mixedDivisionIdx)!.teams[0]!
    const query = team.name.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase()
    const { router } = await renderRoute(`${SCHEDULE}?court=1`, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Order of play' })
    expect(screen.getByLabelText('Court')).toHaveValue('1')
    expect(courtColumns()).toHaveLength(1)
    expect(courtColumns()[0]).toHaveTextContent('Pista Central')

    await userEvent.selectOptions(screen.getByLabelText('Court'), 'All courts')
    await waitFor(() => expect(courtColumns()).toHaveLength(6))
    await userEvent.type(screen.getByLabelText('Search teams or players'), query, {
      advanceTimers: vi.advanceTimersByTime.bind(vi),
    })
    await waitFor(() => expect(router.state.location.search).toEqual({ q: query }))
    const shown = screen.getAllByRole('article')
    expect(shown.length).toBeGreaterThan(0)
    for (const card of shown) expect(card).toHaveTextContent(team.name)
  })

  it('finds a team by a player’s first name, reading the teams only once someone searches', async () => {
    const api = startDemoApi()
    const tournament = api.demo.dataset.tournaments.find((each) => each.idx === P.tournamentIdx)!
    const teams = tournament.divisions.flatMap((division) => division.teams)
    // A first name that is in no team's name (padel teams are named by surnames), and only one
    // team's player has.
    const team = teams.find((each) => {
      const first = each.players[0]?.firstName ?? ''
      return (
        first.length > 2 &&
        !teams.some((other) => other.name.includes(first)) &&
        teams.filter((other) => other.players.some((player) => player.firstName === first)).length === 1
      )
    })!
    const firstName = team.players[0]!.firstName
    const { router } = await renderRoute(SCHEDULE, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Order of play' })
    const teamRequests = () => requested(api).filter((path) => path.includes('/teams'))
    expect(teamRequests()).toEqual([])

    await router.navigate({ to: SCHEDULE, search: { q: firstName } })
    await waitFor(() => expect(teamRequests().length).toBe(tournament.divisions.length))
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0))
    for (const card of screen.getAllByRole('article')) expect(card).toHaveTextContent(team.name)
  })

  it('falls back to the default for a bad day, division or court in the link, and says so', async () => {
    await renderRoute(`${SCHEDULE}?day=2025-13-45&division=not-a-division&court=99`, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Order of play' })
    expect(
      screen.getByText(
        'There is no order of play for “2025-13-45” in this tournament; showing Saturday, June 14.',
      ),
    ).toBeVisible()
    expect(screen.getByText(/The division in this link is not one of this tournament’s/)).toBeVisible()
    expect(screen.getByText('There is no court “99” in this tournament; showing every court.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday, June 14' })).toBeVisible()
    expect(courtColumns()).toHaveLength(6)
  })

  it('shows a note in place of a round that fails, and the rest of the schedule; trying again brings it', async () => {
    const api = startDemoApi()
    api.demo.controls.faults.set({
      errorRate: 1,
      errorStatus: 503,
      pathPrefix: `/v1/external/rounds/${P.mixedPoolRoundIdx}`,
    })
    await renderRoute(SCHEDULE, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Order of play' })
    // Past the round's own retries.
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(
      await screen.findByText(
        'The games of Mixed · Round robin could not be loaded; the rest of the schedule is shown.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('alert')).toBeVisible()
    expect(screen.getByRole('main')).toHaveTextContent('Women open · Main draw')
    expect(screen.getByRole('main')).not.toHaveTextContent('Mixed · Round robin, Game')
    expect(courtColumns().length).toBeGreaterThan(0)

    api.demo.controls.faults.clear()
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('Mixed · Round robin, Game'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('marks seeds only from teams another page has read, asking for no team itself', async () => {
    const api = startDemoApi()
    const { router } = await renderRoute(`${SCHEDULE}?day=2025-06-13`, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 2, name: 'Friday, June 13' })
    const said = () =>
      [...document.querySelectorAll('article .sr-only')].map((each) => each.textContent ?? '')
    expect(said().some((text) => /\(seed \d+\)/.test(text))).toBe(false)

    await router.navigate({
      to: '/tournaments/$tournamentIdx/divisions/$divisionIdx',
      params: { tournamentIdx: P.tournamentIdx, divisionIdx: P.womenDivisionIdx },
    })
    await within(await screen.findByRole('region', { name: 'Teams' })).findAllByText(/Seed 1/)
    const before = api.sent.length
    await router.navigate({
      to: '/tournaments/$tournamentIdx/schedule',
      params: { tournamentIdx: P.tournamentIdx },
      search: { day: '2025-06-13' },
    })
    await screen.findByRole('heading', { level: 2, name: 'Friday, June 13' })
    await waitFor(() => expect(said().some((text) => /\(seed 1\)/.test(text))).toBe(true))
    expect(
      requested(api)
        .slice(before)
        .filter((path) => path.includes('/teams')),
    ).toEqual([])
  })
})
