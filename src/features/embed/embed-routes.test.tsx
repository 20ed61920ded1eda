import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { allowConsole } from '../../../test-support/console-guard'
import { startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute, type RenderRouteOptions } from '../../../test-support/dom/render-route'

const PADEL = LANDMARKS.livePadel
const T = PADEL.tournamentIdx
const tournamentEmbed = `/embed/tournaments/${T}`
const roundEmbed = (roundIdx: string) => `/embed/tournaments/${T}/rounds/${roundIdx}`

/** An embed as a club's page frames it: storage-free session, the main demo token handed over. */
function renderEmbed(path: string, options: RenderRouteOptions = {}) {
  return renderRoute(path, { signedIn: 'main', ...options })
}

const apiPaths = (api: DemoApi) => api.sent.map((request) => new URL(request.url).pathname)

/** React and the router report an error a route's errorComponent then shows. */
function expectRouteError(error: RegExp) {
  allowConsole('error', error)
  allowConsole('warn', /Error in route match/)
}

function demoRound(api: DemoApi, roundIdx: string) {
  const tournament = api.demo.dataset.tournaments.find((each) => each.idx === T)!
  const round = tournament.rounds.find((each) => each.idx === roundIdx)!
  const division = tournament.divisions.find((each) => each.idx === round.divisionIdx)!
  return { tournament, round, division }
}

afterEach(() => {
  document.documentElement.removeAttribute('style')
  document.documentElement.removeAttribute('data-theme')
})

describe('a round embed', () => {
  it('shows the round’s pool tables, what they belong to, and a link to the public page', async () => {
    const api = startDemoApi()
    const { tournament, round, division } = demoRound(api, PADEL.poolRoundIdx)
    await renderEmbed(roundEmbed(PADEL.poolRoundIdx), { api })
    expect(await screen.findByRole('heading', { level: 1, name: round.name })).toBeVisible()
    expect(screen.getByText(`${division.name} · ${tournament.name} · Jun 13 – 15, 2025`)).toBeVisible()
    const tables = screen.getAllByRole('table')
    expect(tables.map((table) => within(table).getByRole('caption' as 'table').textContent)).toEqual([
      'Pool A',
      'Pool B',
      'Pool C',
      'Pool D',
    ])
    const full = screen.getByRole('link', { name: /Open full results/ })
    expect(full).toHaveAttribute('href', expect.stringMatching(/^https:\/\/.+\/t\/riverside-padel-open$/))
    expect(full).toHaveAttribute('target', '_blank')
    expect(full).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText(/^Updated \d\d:\d\d/)).toBeVisible()
    // Teams through and out of their pool are marked, and the marks said in words.
    expect(within(tables[0]!).getAllByRole('img', { name: 'Through' })).toHaveLength(2)
    expect(within(tables[0]!).getAllByRole('img', { name: 'Out' })).toHaveLength(2)
    expect(screen.getByText('Through to the knockout, however the games left end')).toBeVisible()
    // The tournament once, the round once, and the next round's draws, which say how many of a pool
    // go through; the token only in the Authorization header.
    expect(apiPaths(api)).toEqual([
      `/v1/external/tournaments/${T}`,
      `/v1/external/rounds/${PADEL.poolRoundIdx}`,
      `/v1/external/rounds/${PADEL.bracketRoundIdx}`,
    ])
    expect(
      api.sent.every(
        (request) => request.authorization === `Bearer ${api.demo.controls.credentials.main.token}`,
      ),
    ).toBe(true)
    expect({ ...sessionStorage, ...localStorage }).toEqual({})
  })

  it('shows the bracket with seeds, and asks only for what the shown parts need', async () => {
    const api = startDemoApi()
    const { roundIdx, tournamentIdx } = LANDMARKS.rolandGarros
    await renderEmbed(
      `/embed/tournaments/${tournamentIdx}/rounds/${roundIdx}?show=title,bracket&bracket=rounds`,
      {
        api,
      },
    )
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('article', { name: /^Game 127: Novak Djokovic vs Casper Ruud/ })).toBeVisible()
    // Seeds come from the division's teams, fetched after the page shows.
    const champion = screen.getByRole('button', { name: 'Show the path of Novak Djokovic' })
    await waitFor(() => expect(champion).toHaveTextContent(/^3Novak Djokovic/))
    const round = api.sent.find((request) => request.url.includes('/rounds/'))
    expect(new URL(round!.url).searchParams.get('populate')).not.toContain('standings')
    await waitFor(() => expect(apiPaths(api)).toContain(`/v1/external/tournaments/${tournamentIdx}/teams`))
  })

  it('applies the link’s theme, accent, font scale and language to the whole document', async () => {
    await renderEmbed(`${roundEmbed(PADEL.poolRoundIdx)}?theme=dark&accent=%231D4ED8&scale=1.25&lang=es`)
    expect(await screen.findByRole('link', { name: /Ver resultados completos/ })).toBeVisible()
    const root = document.documentElement
    expect(root.dataset.theme).toBe('dark')
    expect(root.lang).toBe('es')
    expect(root.style.fontSize).toBe('125%')
    expect(root.style.getPropertyValue('--cs-accent')).toBe('#1d4ed8')
    expect(root.style.getPropertyValue('--cs-accent-ink')).toBe('#ffffff')
  })

  it('ignores an accent that is not a hex colour', async () => {
    await renderEmbed(`${roundEmbed(PADEL.poolRoundIdx)}?accent=red%3Bbackground%3Aurl(x)`)
    await screen.findByRole('heading', { level: 1 })
    expect(document.documentElement.style.getPropertyValue('--cs-accent')).toBe('')
  })

  it('leaves out the title and the link when asked, or links to the full viewer', async () => {
    await renderEmbed(`${roundEmbed(PADEL.poolRoundIdx)}?show=pools&link=none`)
    expect(await screen.findAllByRole('table')).toHaveLength(4)
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('links to the full viewer’s page of the round when asked', async () => {
    await renderEmbed(`${roundEmbed(PADEL.poolRoundIdx)}?link=viewer`)
    expect(await screen.findByRole('link', { name: /Open full results/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/rounds/${PADEL.poolRoundIdx}?tournament=${T}`,
    )
  })
})

describe('an embed without access', () => {
  it('says so in place, sends nothing, and never goes to the connect page', async () => {
    expectRouteError(/MissingEmbedAccessError/)
    const api = startDemoApi()
    const { router } = await renderRoute(roundEmbed(PADEL.poolRoundIdx), { api })
    expect(await screen.findByRole('alert')).toHaveTextContent(/published without access/)
    expect(api.sent).toEqual([])
    expect(router.state.location.pathname).toBe(roundEmbed(PADEL.poolRoundIdx))
  })

  it('says the token expired when the API refuses it, and stays the embed', async () => {
    expectRouteError(/EXPIRED_API_TOKEN/)
    const { router } = await renderEmbed(roundEmbed(PADEL.poolRoundIdx), { signedIn: 'expired' })
    expect(await screen.findByRole('alert')).toHaveTextContent(/has expired/)
    expect(router.state.location.pathname).toBe(roundEmbed(PADEL.poolRoundIdx))
  })

  it('needs no token behind the public-display proxy', async () => {
    expectRouteError(/MISSING_API_TOKEN/)
    const api = startDemoApi()
    await renderRoute(roundEmbed(PADEL.poolRoundIdx), {
      api,
      config: { tokenMode: 'proxy' },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(/Results unavailable/)
    expect(screen.getByRole('alert')).not.toHaveTextContent(/published without access/)
    // The demo API wants a token, which only the proxy would add: the request went out without one.
    expect(api.sent.map((request) => request.authorization)).toEqual([null, null])
  })

  it('explains a malformed link without asking the API', async () => {
    const api = startDemoApi()
    await renderEmbed(`/embed/tournaments/${T}/rounds/not-an-id`, { api })
    expect(await screen.findByRole('alert')).toHaveTextContent(/link to these results is incomplete/)
    expect(api.sent).toEqual([])
  })

  it('says a round of another organization cannot be found', async () => {
    const { tournamentIdx, roundIdx } = LANDMARKS.secondOrganizationTournament as {
      tournamentIdx: string
      roundIdx: string
    }
    await renderEmbed(`/embed/tournaments/${tournamentIdx}/rounds/${roundIdx}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be found/)
  })
})

describe('pool and draw embeds', () => {
  it('show one pool’s table', async () => {
    const api = startDemoApi()
    const { round } = demoRound(api, PADEL.poolRoundIdx)
    const pool = round.pools[1]!
    await renderEmbed(`${roundEmbed(PADEL.poolRoundIdx)}/pools/${pool.idx}`, { api })
    expect(
      await screen.findByRole('heading', { level: 1, name: `${round.name} · ${pool.name}` }),
    ).toBeVisible()
    expect(screen.getAllByRole('table')).toHaveLength(1)
  })

  it('say so when the pool is not in the round', async () => {
    await renderEmbed(`${roundEmbed(PADEL.poolRoundIdx)}/pools/${LANDMARKS.nonexistentIdx}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('This pool is no longer part of the round.')
  })

  it('show one draw, without tabs to the round’s other draws', async () => {
    const api = startDemoApi()
    const { round } = demoRound(api, PADEL.womenBracketRoundIdx)
    expect(round.draws.length).toBeGreaterThan(1)
    const placement = round.draws.find((draw) => draw.placement !== 1)!
    await renderEmbed(`${roundEmbed(PADEL.womenBracketRoundIdx)}/draws/${placement.idx}?bracket=rounds`, {
      api,
    })
    expect(await screen.findByRole('heading', { level: 1, name: /· (Places|3rd)/ })).toBeVisible()
    expect(screen.queryByRole('tablist', { name: 'Draws' })).toBeNull()
  })
})

describe('tournament and division embeds', () => {
  it('list the visible divisions and their rounds, links keeping the embed’s look', async () => {
    const user = userEvent.setup()
    const api = startDemoApi()
    const { tournament, round, division } = demoRound(api, PADEL.poolRoundIdx)
    const { router } = await renderEmbed(`${tournamentEmbed}?theme=dark`, { api })
    expect(await screen.findByRole('heading', { level: 1, name: tournament.name })).toBeVisible()
    const divisions = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    const visible = tournament.divisions.filter((each) => each.isVisible).sort((a, b) => a.number - b.number)
    expect(divisions).toEqual(visible.map((each) => each.name))
    expect(visible.length).toBeLessThan(tournament.divisions.length)
    const item = screen.getByRole('heading', { level: 3, name: division.name }).closest('li')!
    await user.click(within(item).getByRole('link', { name: round.name }))
    expect(await screen.findByRole('heading', { level: 1, name: round.name })).toBeVisible()
    expect(router.state.location.search).toEqual({ theme: 'dark' })
    expect(screen.getByRole('button', { name: /Back/ })).toBeVisible()
  })

  it('show a division one round at a time, opening on the current one', async () => {
    const user = userEvent.setup()
    const api = startDemoApi()
    const { round, division } = demoRound(api, PADEL.poolRoundIdx)
    const { round: knockout } = demoRound(api, PADEL.bracketRoundIdx)
    await renderEmbed(`${tournamentEmbed}/divisions/${PADEL.menDivisionIdx}`, { api })
    expect(await screen.findByRole('heading', { level: 1, name: division.name })).toBeVisible()
    const rounds = screen.getByRole('navigation', { name: 'Rounds' })
    expect(within(rounds).getByRole('link', { current: 'page' })).toHaveTextContent(round.name)
    expect(screen.getAllByRole('table')).toHaveLength(4)
    await user.click(within(rounds).getByRole('link', { name: knockout.name }))
    await waitFor(() =>
      expect(within(rounds).getByRole('link', { current: 'page' })).toHaveTextContent(knockout.name),
    )
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('an embed’s links', () => {
  it('refuse a round paired with a tournament that does not hold it', async () => {
    const api = startDemoApi()
    await renderEmbed(
      `/embed/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}/rounds/${PADEL.poolRoundIdx}`,
      {
        api,
      },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be found/)
  })
})

describe('what the organizer has not published', () => {
  it('a hidden division: says so, and reads none of its rounds', async () => {
    const api = startDemoApi()
    await renderEmbed(`${tournamentEmbed}/divisions/${PADEL.hiddenDivisionIdx}`, { api })
    expect(await screen.findByRole('alert')).toHaveTextContent('These results are not published yet.')
    expect(screen.queryByRole('table')).toBeNull()
    expect(apiPaths(api)).toEqual([`/v1/external/tournaments/${T}`])
  })

  it('a hidden round, even named by its link', async () => {
    await renderEmbed(roundEmbed(PADEL.hiddenRoundIdx))
    expect(await screen.findByRole('alert')).toHaveTextContent('These results are not published yet.')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('a draft tournament, however the embed names it', async () => {
    const api = startDemoApi()
    const draft = api.demo.dataset.tournaments.find((each) => each.idx === LANDMARKS.draft.tournamentIdx)!
    // The demo's draft has a division and no rounds yet.
    for (const path of [
      `/embed/tournaments/${draft.idx}`,
      `/embed/tournaments/${draft.idx}/divisions/${draft.divisions[0]!.idx}`,
    ]) {
      const { unmount } = await renderEmbed(path, { api })
      expect(await screen.findByRole('alert')).toHaveTextContent('These results are not published yet.')
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
      unmount()
    }
  })
})
