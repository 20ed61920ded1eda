import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEMO_API_URL, startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const P = LANDMARKS.livePadel

function teamOf(api: DemoApi, divisionIdx: string, name: string) {
  const team = api.demo.dataset.tournaments
    .find((tournament) => tournament.idx === P.tournamentIdx)!
    .divisions.find((division) => division.idx === divisionIdx)!
    .teams.find((each) => each.name === name)
  if (!team) throw new Error(`no team ${name}`)
  return team
}

const teamPath = (teamIdx: string, division?: string) =>
  `/tournaments/${P.tournamentIdx}/teams/${teamIdx}${division ? `?division=${division}` : ''}`

const sentPaths = (api: DemoApi) =>
  api.sent.map((request) => new URL(request.url)).map((url) => url.pathname + url.search)

describe('the team page', () => {
  it(
    'shows the team, its next game and every game from its side, reading the tournament, its division’s teams and each round once',
    { timeout: 15_000 },
    async () => {
      const api = startDemoApi()
      const team = teamOf(api, P.womenDivisionIdx, 'Mensah / Rossi')
      await renderRoute(teamPath(team.idx, P.womenDivisionIdx), { api, signedIn: 'main' })
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mensah / Rossi')
      const players = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem')
      expect(players.map((player) => player.textContent)).toEqual(
        team.players.map((player) => `${player.firstName} ${player.lastName}`),
      )

      const next = screen.getByRole('region', { name: 'Next game' })
      expect(next).toHaveTextContent('vs Winner of game 14')
      expect(next).toHaveTextContent('Main draw · Final')

      const games = within(screen.getByRole('region', { name: 'Games' })).getAllByRole('article')
      // Bye first (no time comes last), then in time order: won game 10, won game 13, the semi-final.
      const results = games.map((game) => game.getAttribute('data-state'))
      expect(results).toEqual(['finished', 'finished', 'upcoming', 'bye'])
      expect(games[0]).toHaveTextContent(/vs Okafor \/ Patel/)
      expect(games[0]).toHaveTextContent(/Won \d/)
      expect(within(games[0]!).getByRole('link', { name: 'Okafor / Patel' })).toHaveAttribute(
        'href',
        expect.stringContaining(`division=${P.womenDivisionIdx}`),
      )

      expect(sentPaths(api)).toEqual(
        expect.arrayContaining([
          `/v1/external/tournaments/${P.tournamentIdx}?populate=divisions,divisions.rounds`,
          `/v1/external/tournaments/${P.tournamentIdx}/teams?division=${P.womenDivisionIdx}&populate=captainProfile,division,leagueTeam,playerProfiles`,
          expect.stringMatching(new RegExp(`^/v1/external/rounds/${P.womenBracketRoundIdx}\\?`)),
        ]),
      )
      expect(api.sent).toHaveLength(3)
    },
  )

  it('reads each game of a 128 draw once, on the flat list: the champion’s seven games, the draws bare', async () => {
    const api = startDemoApi()
    const rg = LANDMARKS.rolandGarros
    const round = api.demo.dataset.tournaments
      .find((tournament) => tournament.idx === rg.tournamentIdx)!
      .rounds.find((each) => each.idx === rg.roundIdx)!
    const championIdx = round.games.find((game) => game.number === rg.finalGameNumber)!.winnerIdx!
    await renderRoute(`/tournaments/${rg.tournamentIdx}/teams/${championIdx}?division=${rg.divisionIdx}`, {
      api,
      signedIn: 'main',
    })
    const games = within(await screen.findByRole('region', { name: 'Games' })).getAllByRole('article')
    expect(games).toHaveLength(7)
    expect(games.every((game) => /Won \d/.test(game.textContent ?? ''))).toBe(true)
    expect(games.map((game) => game.textContent)).toContainEqual(expect.stringContaining('Final'))

    const populate = sentPaths(api)
      .find((path) => path.startsWith(`/v1/external/rounds/${rg.roundIdx}?`))!
      .split('populate=')[1]!
      .split(',')
    expect(populate).toEqual(
      expect.arrayContaining(['games.homeTeam', 'games.score.sets', 'draws.rounds.games']),
    )
    // The bracket's games are the flat list's: their teams and scores are not asked for twice.
    expect(populate.filter((path) => path.startsWith('draws.rounds.games.'))).toEqual([])
  })

  it('writes a lost game’s score from the team’s side, and links its pool row to the full table', async () => {
    const api = startDemoApi()
    const team = teamOf(api, P.menDivisionIdx, 'Johansson / Horvat')
    await renderRoute(teamPath(team.idx, P.menDivisionIdx), { api, signedIn: 'main' })
    const games = within(await screen.findByRole('region', { name: 'Games' })).getAllByRole('article')
    const lost = games.find((game) => game.textContent?.includes('vs Van Dijk / Schmidt'))!
    const score =
      lost
        .textContent!.match(/Lost ((\d+-\d+ ?)+)/)?.[1]
        ?.trim()
        .split(' ') ?? []
    expect(score.length).toBeGreaterThan(0)
    const wonSets = score.filter((set) => Number(set.split('-')[0]) > Number(set.split('-')[1])).length
    expect(wonSets).toBeLessThan(score.length - wonSets)

    const pools = screen.getByRole('region', { name: 'Pool standings' })
    expect(pools).toHaveTextContent(/Pool A — Rank 4/)
    expect(within(pools).getByRole('link', { name: 'Full table: Pool A' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/rounds/${P.poolRoundIdx}?tournament=${P.tournamentIdx}#pool-1-${team.idx}`),
    )
  })

  it('reads the whole tournament’s teams when the link names no division', async () => {
    const api = startDemoApi()
    const team = teamOf(api, P.mixedDivisionIdx, teamOfMixed(api))
    await renderRoute(teamPath(team.idx), { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(team.name)
    expect(sentPaths(api)).toContain(
      `/v1/external/tournaments/${P.tournamentIdx}/teams?populate=captainProfile,division,leagueTeam,playerProfiles`,
    )
  })

  it('says "not found" for a team unknown or of another tournament, as other pages do', async () => {
    const api = startDemoApi()
    await renderRoute(teamPath('7e57e57e-0000-4000-8000-000000000000', P.menDivisionIdx), {
      api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { name: 'Not found in your organization' })).toBeVisible()

    const rolandGarros = startDemoApi()
    const foreign = rolandGarros.demo.dataset.tournaments.find(
      (tournament) => tournament.idx === LANDMARKS.rolandGarros.tournamentIdx,
    )!.divisions[0]!.teams[0]!
    await renderRoute(teamPath(foreign.idx), { api: rolandGarros, signedIn: 'main' })
    expect(await screen.findAllByRole('heading', { name: 'Not found in your organization' })).toHaveLength(2)
  })

  it('follows the team on this device, for this API and organization, and unfollows it', async () => {
    const api = startDemoApi()
    const team = teamOf(api, P.menDivisionIdx, 'Van Dijk / Schmidt')
    const { unmount } = await renderRoute(teamPath(team.idx, P.menDivisionIdx), { api, signedIn: 'main' })
    const star = await screen.findByRole('button', { name: 'Follow Van Dijk / Schmidt' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    const keys = Object.keys(localStorage).filter((key) => key.startsWith('courtside.follows:'))
    expect(keys).toEqual([
      `courtside.follows:${new URL(DEMO_API_URL).origin}|${LANDMARKS.mainOrganization.idx}`,
    ])
    const token = api.sent[0]?.authorization?.replace('Bearer ', '')
    expect(token).toMatch(/.{8}/)
    expect(localStorage.getItem(keys[0]!)).toContain(team.idx)
    expect(localStorage.getItem(keys[0]!)).not.toContain(token)
    unmount()

    await renderRoute(teamPath(team.idx, P.menDivisionIdx), { api, signedIn: 'main' })
    const again = await screen.findByRole('button', { name: 'Follow Van Dijk / Schmidt' })
    expect(again).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(again)
    await waitFor(() => expect(again).toHaveAttribute('aria-pressed', 'false'))
    expect(Object.keys(localStorage).filter((key) => key.startsWith('courtside.follows:'))).toEqual([])
  })

  it('offers the calendar file again after making it failed, and says so', { timeout: 30_000 }, async () => {
    const api = startDemoApi()
    const team = teamOf(api, P.womenDivisionIdx, 'Mensah / Rossi')
    await renderRoute(teamPath(team.idx, P.womenDivisionIdx), { api, signedIn: 'main' })
    const button = await screen.findByRole('button', { name: 'Add to calendar' }, { timeout: 10_000 })
    const offered: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      offered.push(this.download)
    })
    onTestFinished(() => click.mockRestore())
    // A browser that cannot make the file (jsdom has no object URLs at all).
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => {
      throw new Error('no object URLs here')
    })
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: () => {} }))
    onTestFinished(() => void vi.unstubAllGlobals())

    await userEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar file could not be made')
    expect(button).toBeEnabled()
    expect(offered).toEqual([])

    createObjectURL.mockImplementation(() => 'blob:calendar')
    await userEvent.click(button)
    await waitFor(() => expect(offered).toEqual(['mensah-rossi.ics']))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(button).toBeEnabled()
  })
})

function teamOfMixed(api: DemoApi): string {
  return api.demo.dataset.tournaments
    .find((tournament) => tournament.idx === P.tournamentIdx)!
    .divisions.find((division) => division.idx === P.mixedDivisionIdx)!.teams[0]!.name
}
