import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEFAULT_RETRY_POLICY } from '../../api/retry'
import { startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const P = LANDMARKS.livePadel
const roundPath = (round: string, tournament?: string) =>
  tournament ? `/rounds/${round}?tournament=${tournament}` : `/rounds/${round}`

function requested(api: DemoApi): string[] {
  return api.sent.map((request) =>
    decodeURIComponent(new URL(request.url).pathname + new URL(request.url).search),
  )
}

/** The demo API as an organization whose tournament list leaves out one tournament. */
function withoutListed(api: DemoApi, tournamentIdx: string): DemoApi['fetch'] {
  return async (request) => {
    const response = await api.fetch(request)
    if (new URL(request.url).pathname !== '/v1/external/tournaments' || !response.ok) return response
    const page = (await response.json()) as { data: { idx: string }[]; meta: object }
    const data = page.data.filter((tournament) => tournament.idx !== tournamentIdx)
    const headers = new Headers(response.headers)
    for (const name of ['content-length', 'etag']) headers.delete(name)
    return Response.json({ ...page, data }, { headers })
  }
}

function gameRow(number: number): HTMLElement {
  const games = within(screen.getByRole('region', { name: 'Games' }))
  const summary = games.getByText(new RegExp(`^Game ${number}\\b`))
  return summary.closest('article')!
}

describe('the round page', () => {
  it('asks for the round with scores and sets, and the tournament from the link', async () => {
    const api = startDemoApi()
    await renderRoute(roundPath(P.poolRoundIdx, P.tournamentIdx), { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Group stage' })).toBeVisible()
    const sent = requested(api)
    // Pool A has teams level on points: the tiebreak rules are read (the tournament page's request).
    // The next round's draws say how many of each pool go through: their structure, no teams.
    await waitFor(() => expect(requested(api)).toHaveLength(4))
    expect(sent).toContain(`/v1/external/tournaments/${P.tournamentIdx}?populate=divisions,divisions.rounds`)
    expect(sent).toContain(`/v1/external/rounds/${P.bracketRoundIdx}?populate=draws.rounds.games`)
    expect(requested(api)).toContainEqual(expect.stringMatching(/populate=.*rankedTiebreakRules/))
    const round = sent.find((path) => path.startsWith('/v1/external/rounds/'))!
    for (const relation of ['games.score', 'games.score.sets', 'pools.standings.teamStats', 'games.court']) {
      expect(round.split('populate=')[1]!.split(',')).toContain(relation)
    }
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Riverside Racket Association›Riverside Padel Open›Men open›Group stage',
    )
    expect(screen.getByText('Times in Europe/Madrid')).toBeVisible()
  })

  it('leads to a venue screen and an embed of this round, their setup pages preset to it', async () => {
    const user = userEvent.setup()
    await renderRoute(roundPath(P.poolRoundIdx, P.tournamentIdx), { signedIn: 'main' })
    const publish = within(await screen.findByRole('list', { name: 'Publish' }))
    const preset = `tournament=${P.tournamentIdx}&round=${P.poolRoundIdx}`
    expect(publish.getByRole('link', { name: 'Embed on a club’s website' })).toHaveAttribute(
      'href',
      `/embeds/new?${preset}`,
    )
    await user.click(publish.getByRole('link', { name: 'Show on a venue screen' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'New venue screen' })).toBeVisible()
    // The screen starts with the round's pool tables.
    expect(await screen.findByText(/All pools · .*Group stage/)).toBeVisible()
  })

  it('shows a standings table per pool, the tournament’s columns first, with the head-to-head note', async () => {
    await renderRoute(roundPath(P.poolRoundIdx, P.tournamentIdx), { signedIn: 'main' })
    const pools = within(await screen.findByRole('region', { name: 'Pools' }))
    const tables = pools.getAllByRole('table')
    expect(tables.map((table) => within(table).getByRole('caption' as never).textContent)).toEqual([
      'Pool A',
      'Pool B',
      'Pool C',
      'Pool D',
    ])
    const headers = within(tables[0]!)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers.slice(0, 8)).toEqual(['#', 'Team', 'Pts', 'W', 'L', 'S±', 'G±', 'P'])
    expect(within(tables[0]!).getAllByRole('row')).toHaveLength(5)
    // The note once, read with every table.
    expect(pools.getAllByText(/head-to-head tiebreaks/)).toHaveLength(1)
    for (const table of tables) expect(table).toHaveAccessibleDescription(/head-to-head tiebreaks/)
  })

  it('marks the teams through and out of each pool, and says what the marks mean', async () => {
    await renderRoute(roundPath(P.poolRoundIdx, P.tournamentIdx), { signedIn: 'main' })
    const pools = within(await screen.findByRole('region', { name: 'Pools' }))
    const [poolA, , poolC] = pools.getAllByRole('table')
    const marked = (table: HTMLElement) =>
      within(table)
        .getAllByRole('rowheader')
        .map((row) => [
          within(row).getByRole('link').textContent,
          within(row).queryByRole('img')?.getAttribute('aria-label') ?? null,
        ])
    // Pool A with two games left: the top two cannot be caught, the bottom two cannot catch them.
    expect(marked(poolA!)).toEqual([
      ['Van Dijk / Schmidt', 'Through'],
      ['Nowak / Okafor', 'Through'],
      ['Dubois / Patel', 'Out'],
      ['Johansson / Horvat', 'Out'],
    ])
    // Pool C is still open for all four: no mark at all.
    expect(marked(poolC!).every(([, mark]) => mark === null)).toBe(true)
    expect(pools.getByText('Through to the knockout, however the games left end')).toBeVisible()
    expect(pools.getByText('Out: can no longer reach the qualifying places')).toBeVisible()
  })

  it('lists every game with its time in the tournament’s zone, court name, pool, scores and sets', async () => {
    await renderRoute(roundPath(P.poolRoundIdx, P.tournamentIdx), { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1 })
    const games = within(screen.getByRole('region', { name: 'Games' }))
    expect(games.getByRole('heading', { level: 3 })).toHaveTextContent('Saturday, June 14, 2025')
    expect(games.getAllByRole('article')).toHaveLength(24)
    const second = gameRow(2)
    expect(second).toHaveTextContent('Game 2 (09:00 AM, Pista 6 – Exterior, Pool A, Match day 1)')
    expect(second).toHaveTextContent(/Nowak \/ Okafor won 0-6 6-4 \[10-8\]/)
    expect(within(second).getByText('Finished')).toBeVisible()
    expect(gameRow(1)).toHaveTextContent('Walkover')
  })

  it('links both teams of a game to their team pages, in the round’s division, not where a team is still to come', async () => {
    await renderRoute(roundPath(P.poolRoundIdx, P.tournamentIdx), { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1 })
    const links = within(gameRow(2)).getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(links.map((link) => link.textContent)).toContain('Nowak / Okafor')
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(
        new RegExp(`^/tournaments/${P.tournamentIdx}/teams/[^/?]+\\?division=${P.menDivisionIdx}$`),
      )
  })

  it('marks tie-break sets and retirements, seen in the real Roland Garros final and its retirements', async () => {
    const rg = LANDMARKS.rolandGarros
    await renderRoute(roundPath(rg.roundIdx, rg.tournamentIdx), { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Main draw' })
    const final = gameRow(127)
    expect(final).toHaveTextContent('Novak Djokovic won 7-6 (tie-break) 6-3 7-5')
    expect(within(final).getByText('TB')).toHaveAttribute('title', 'tie-break')
    const retired = screen.getAllByText('Retired')
    expect(retired).toHaveLength(2)
    expect(retired[0]!.closest('article')).toHaveTextContent(/ret\./)
    expect(screen.getByText('Walkover')).toBeVisible()
    // Seeds as the bracket marks them, said too: not only a small number before the name.
    await waitFor(() =>
      expect(gameRow(127)).toHaveTextContent(
        'Novak Djokovic (seed 3) vs Casper Ruud (seed 4), Novak Djokovic won',
      ),
    )
    // A completed tournament's round is not watched live.
    expect(screen.queryByText(/Live: updates by itself/)).toBeNull()
  })

  it('reads only the seeds and entry marks of the division’s teams, not their players', async () => {
    const rg = LANDMARKS.rolandGarros
    const api = startDemoApi()
    await renderRoute(roundPath(rg.roundIdx, rg.tournamentIdx), { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Main draw' })
    await waitFor(() =>
      expect(gameRow(127)).toHaveTextContent('Novak Djokovic (seed 3) vs Casper Ruud (seed 4)'),
    )
    expect(requested(api).sort()).toEqual([
      expect.stringMatching(new RegExp(`^/v1/external/rounds/${rg.roundIdx}\\?populate=`)),
      `/v1/external/tournaments/${rg.tournamentIdx}/teams?division=${rg.divisionIdx}&populate=division`,
      `/v1/external/tournaments/${rg.tournamentIdx}?populate=divisions,divisions.rounds`,
    ])
  })

  it('asks for a draw’s seeds while the round is still on its way, once the tournament names it a draw', async () => {
    const rg = LANDMARKS.rolandGarros
    const api = startDemoApi()
    // The round's answer (66 kB on the wire for this draw) is held back until the teams are asked
    // for, or for at most a second.
    let teamsAsked = () => {}
    const teamsSent = new Promise<void>((resolve) => (teamsAsked = resolve))
    const roundAnswered: string[] = []
    const fetch: DemoApi['fetch'] = async (request) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/teams')) teamsAsked()
      if (!path.startsWith('/v1/external/rounds/')) return api.fetch(request)
      await Promise.race([teamsSent, new Promise((resolve) => setTimeout(resolve, 1_000))])
      roundAnswered.push(
        api.sent.some((sent) => new URL(sent.url).pathname.endsWith('/teams')) ? 'after' : 'before',
      )
      return api.fetch(request)
    }
    await renderRoute(roundPath(rg.roundIdx, rg.tournamentIdx), { api: { ...api, fetch }, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Main draw' })
    await waitFor(() =>
      expect(gameRow(127)).toHaveTextContent('Novak Djokovic (seed 3) vs Casper Ruud (seed 4)'),
    )
    expect(roundAnswered).toEqual(['after'])
  })

  it('marks seeds from the teams the division page read, without reading them again', async () => {
    const rg = LANDMARKS.rolandGarros
    const api = startDemoApi()
    const user = userEvent.setup()
    await renderRoute(`/tournaments/${rg.tournamentIdx}/divisions/${rg.divisionIdx}`, {
      api,
      signedIn: 'main',
    })
    await within(await screen.findByRole('region', { name: 'Teams' })).findAllByText('Main draw')
    const before = api.sent.length
    await user.click(
      within(screen.getByRole('region', { name: 'Rounds' })).getByRole('link', { name: 'Main draw' }),
    )
    await screen.findByRole('heading', { level: 1, name: 'Main draw' })
    await waitFor(() =>
      expect(gameRow(127)).toHaveTextContent('Novak Djokovic (seed 3) vs Casper Ruud (seed 4)'),
    )
    expect(requested(api).slice(before)).toEqual([
      expect.stringMatching(new RegExp(`^/v1/external/rounds/${rg.roundIdx}\\?populate=`)),
    ])
  })

  it('shows live games, byes and placeholder slots, and the bracket with its draws', async () => {
    const { router } = await renderRoute(roundPath(P.womenBracketRoundIdx, P.tournamentIdx), {
      signedIn: 'main',
    })
    await screen.findByRole('heading', { level: 1, name: 'Main draw' })
    expect(screen.getByText(/Live: updates by itself/)).toBeVisible()
    const games = within(screen.getByRole('region', { name: 'Games' }))
    expect(games.getAllByText('Live')).toHaveLength(3)
    const byes = games.getAllByRole('article').filter((game) => game.dataset.state === 'bye')
    expect(byes).toHaveLength(4)
    expect(byes[0]).toHaveTextContent(/goes through on a bye/)
    expect(games.getAllByText('Upcoming').length).toBeGreaterThan(0)
    expect(gameRow(19)).toHaveTextContent(/Winner of game 17/)

    const bracket = within(screen.getByRole('region', { name: 'Bracket' }))
    // The header says which zone times are in; the bracket does not say it again.
    expect(screen.getAllByText('Times in Europe/Madrid')).toHaveLength(1)
    const tabs = bracket.getAllByRole('tab')
    expect(tabs).toHaveLength(3)
    await userEvent.click(tabs[1]!)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ draw: expect.any(String) }))
    expect(bracket.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true')
  })

  it('names pool-rank placeholders like “1st of pool A”, with no team link until the team is known', async () => {
    await renderRoute(roundPath(P.bracketRoundIdx, P.tournamentIdx), { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Final stage' })
    const placeholders = within(screen.getByRole('region', { name: 'Games' })).getAllByText('1st of pool A')
    expect(placeholders.length).toBeGreaterThan(0)
    for (const placeholder of placeholders) expect(placeholder.closest('a')).toBeNull()
  })

  it('shows cancelled games', async () => {
    const pickleball = LANDMARKS.livePickleball
    await renderRoute(roundPath(pickleball.poolRoundIdx, pickleball.tournamentIdx), { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1 })
    expect(
      within(screen.getByRole('region', { name: 'Games' })).getAllByText('Cancelled').length,
    ).toBeGreaterThan(0)
  })

  it('finds the tournament of a round opened without it, shows its time zone and puts it in the address', async () => {
    const api = startDemoApi()
    const { router } = await renderRoute(roundPath(P.poolRoundIdx), { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Group stage' })
    expect(screen.getByText('Times in Europe/Madrid')).toBeVisible()
    expect(screen.queryByText(/times are in UTC/)).toBeNull()
    expect(gameRow(2)).toHaveTextContent('Game 2 (09:00 AM, Pista 6 – Exterior, Pool A, Match day 1)')
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Riverside Racket Association›Riverside Padel Open›Men open›Group stage',
    )
    // The round, the first page of the tournament list (the live tournament is among the newest),
    // and the tournament read as a linked round page reads it: one request more than a full link.
    await waitFor(() => expect(requested(api)).toHaveLength(5))
    expect(requested(api)).toEqual([
      expect.stringMatching(new RegExp(`^/v1/external/rounds/${P.poolRoundIdx}\\?populate=`)),
      '/v1/external/tournaments?limit=100&offset=0',
      `/v1/external/tournaments/${P.tournamentIdx}?populate=divisions,divisions.rounds`,
      // The next round's draws, for the pools' marks, as a full link's page reads them.
      `/v1/external/rounds/${P.bracketRoundIdx}?populate=draws.rounds.games`,
      // Pool A has teams level on points: the tiebreak rules (the tournament page's request).
      expect.stringMatching(/populate=.*rankedTiebreakRules/),
    ])
    expect(router.state.location.search).toEqual({ tournament: P.tournamentIdx })
  })

  it('looks up the tournament of a round once a session', async () => {
    const api = startDemoApi()
    const { router } = await renderRoute(roundPath(P.poolRoundIdx), { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Group stage' })
    const before = api.sent.length
    await router.navigate({ to: '/rounds/$roundIdx', params: { roundIdx: P.bracketRoundIdx } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Final stage' })).toBeVisible()
    // The bracket round is of the same division: the tournament is known, the list is not read again.
    await waitFor(() => expect(screen.getByText('Times in Europe/Madrid')).toBeVisible())
    const after = requested(api).slice(before)
    expect(after.filter((path) => path.startsWith('/v1/external/tournaments?'))).toEqual([])
    expect(router.state.location.search).toEqual({ tournament: P.tournamentIdx })
  })

  it('says so, in UTC, when the round’s tournament is not found', async () => {
    const api = startDemoApi()
    // An organization whose tournament list does not show the round's tournament.
    const hidden = { ...api, fetch: withoutListed(api, P.tournamentIdx) }
    const { router } = await renderRoute(roundPath(P.poolRoundIdx), { api: hidden, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Group stage' })
    expect(screen.getByText('Times in UTC')).toBeVisible()
    expect(screen.getByText(/tournament was not found among your organization’s tournaments/)).toBeVisible()
    expect(gameRow(2)).toHaveTextContent('Game 2 (07:00 AM, Pista 6 – Exterior, Pool A, Match day 1)')
    // Bounded: three tournaments played on the round's days, all on the list's first page, are
    // read; none holds the round, and the search gives up.
    const sent = requested(api)
    expect(sent.filter((path) => path.startsWith('/v1/external/tournaments?'))).toEqual([
      '/v1/external/tournaments?limit=100&offset=0',
    ])
    expect(sent.filter((path) => /^\/v1\/external\/tournaments\/[^/?]+\?/.test(path))).toHaveLength(3)
    expect(router.state.location.search).toEqual({})
  })

  it('says so, in UTC, when looking the tournament up fails', async () => {
    const api = startDemoApi()
    api.demo.controls.faults.set({ errorRate: 1, errorStatus: 503, pathPrefix: '/v1/external/tournaments' })
    await renderRoute(roundPath(P.poolRoundIdx), {
      api,
      signedIn: 'main',
      retryPolicy: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
    })
    await screen.findByRole('heading', { level: 1, name: 'Group stage' })
    expect(await screen.findByText(/looking it up failed/)).toBeVisible()
    expect(screen.getByText('Times in UTC')).toBeVisible()
    expect(gameRow(2)).toHaveTextContent('Game 2 (07:00 AM, Pista 6 – Exterior, Pool A, Match day 1)')
  })

  it('still shows a round opened without its tournament and without a division, in UTC, and says why', async () => {
    const api = startDemoApi()
    const league = LANDMARKS.teamLeague
    await renderRoute(roundPath(league.roundWithoutDivisionIdx), { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'All-star exhibition' })
    // Nothing to look the tournament up by: the round alone is read.
    expect(api.sent).toHaveLength(1)
    expect(screen.getByText('Times in UTC')).toBeVisible()
    expect(screen.getByText(/does not say which tournament/)).toBeVisible()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(crumbs).toHaveTextContent('Your organization›All-star exhibition')
  })

  it('does not use a tournament that does not hold the round', async () => {
    await renderRoute(roundPath(P.poolRoundIdx, LANDMARKS.rolandGarros.tournamentIdx), { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Group stage' })
    expect(screen.getByText(/does not hold this round/)).toBeVisible()
    expect(screen.getByText('Times in UTC')).toBeVisible()
  })

  it('shows a team league round without a division', async () => {
    const league = LANDMARKS.teamLeague
    await renderRoute(roundPath(league.roundWithoutDivisionIdx, league.tournamentIdx), { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('All-star exhibition')
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(/›All-star exhibition$/)
  })

  it('renders hostile text as text', async () => {
    const hostile = LANDMARKS.hostileText
    await renderRoute(roundPath(hostile.roundIdx, hostile.tournamentIdx), { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('<marquee>Groups</marquee>')
    expect(screen.getByRole('main').querySelector('marquee, script, img[src^="javascript"]')).toBeNull()
  })

  it('says a round of another organization is not found, and a malformed id is a broken link', async () => {
    await renderRoute(roundPath(LANDMARKS.secondOrganizationTournament.roundIdx), { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Not found in your organization',
    )
    const api = startDemoApi()
    await renderRoute('/rounds/1234', { api, signedIn: 'main' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link’s id is malformed' }),
    ).toBeVisible()
    expect(api.sent).toHaveLength(0)
  })
})
