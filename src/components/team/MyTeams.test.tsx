import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEMO_API_URL, startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'
import { normalizePopulate } from '../../api/populate'
import { TEAM_ROUND_POPULATE } from '../../api/views/round'
import { followsKey, type FollowedTeam } from './follows'

const P = LANDMARKS.livePadel
const KEY = followsKey(new URL(DEMO_API_URL).origin, LANDMARKS.mainOrganization.idx)

/**
 * The rounds My teams asked for: read as the team page reads them (shared cache). The
 * tournament page's other parts read rounds their own way: its "Now" as the order of play does,
 * its podium each division's last round for its places.
 */
function roundsReadByMyTeams(api: DemoApi): string[] {
  const mine = normalizePopulate(TEAM_ROUND_POPULATE)?.join(',')
  return api.sent
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.includes('/rounds/') && url.searchParams.get('populate') === mine)
    .map((url) => url.pathname)
}

function divisionTeams(api: DemoApi, divisionIdx: string): FollowedTeam[] {
  return api.demo.dataset.tournaments
    .find((tournament) => tournament.idx === P.tournamentIdx)!
    .divisions.find((division) => division.idx === divisionIdx)!
    .teams.map((team) => ({ idx: team.idx, name: team.name, tournamentIdx: P.tournamentIdx, divisionIdx }))
}

describe('My teams on the tournament page', () => {
  it('shows each followed team’s next game or last result, reading only the rounds of their divisions', async () => {
    const api = startDemoApi()
    const men = divisionTeams(api, P.menDivisionIdx)
    const women = divisionTeams(api, P.womenDivisionIdx)
    // Every men's and women's team: 28 teams, read through the rounds of two divisions.
    localStorage.setItem(KEY, JSON.stringify([...men, ...women]))
    await renderRoute(`/tournaments/${P.tournamentIdx}`, { api, signedIn: 'main' })
    const strip = await screen.findByRole('region', { name: 'My teams' })
    const vanDijk = within(strip)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Van Dijk / Schmidt'))!
    expect(await within(vanDijk).findByText(/^Next game: /)).toBeVisible()
    expect(vanDijk).toHaveTextContent('vs Nowak / Okafor')
    const fischer = within(strip)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Fischer / Santos'))!
    expect(fischer).toHaveTextContent(/Playing now: .* · Live/)

    expect(roundsReadByMyTeams(api).sort()).toEqual(
      [P.poolRoundIdx, P.bracketRoundIdx, P.womenBracketRoundIdx]
        .map((idx) => `/v1/external/rounds/${idx}`)
        .sort(),
    )
  })

  it('shows nothing and reads no round of its own when no team of this tournament is followed', async () => {
    const api = startDemoApi()
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { idx: 'x', name: 'Elsewhere', tournamentIdx: 'another', divisionIdx: P.menDivisionIdx },
      ]),
    )
    await renderRoute(`/tournaments/${P.tournamentIdx}`, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'My teams' })).toBeNull()
    expect(roundsReadByMyTeams(api)).toEqual([])
  })
})

describe('My teams on the order of play', () => {
  it('shows a followed team’s next game from the rounds the page reads, asking for nothing more', async () => {
    const api = startDemoApi()
    const vanDijk = divisionTeams(api, P.menDivisionIdx).find((team) => team.name === 'Van Dijk / Schmidt')!
    localStorage.setItem(KEY, JSON.stringify([vanDijk]))
    await renderRoute(`/tournaments/${P.tournamentIdx}/schedule`, { api, signedIn: 'main' })
    const strip = await screen.findByRole('region', { name: 'My teams' })
    const item = within(strip).getByRole('listitem')
    expect(await within(item).findByText(/^Next game: /)).toBeVisible()
    expect(item).toHaveTextContent('vs Nowak / Okafor')
    const paths = api.sent.map((request) => new URL(request.url).pathname)
    // The tournament and its five rounds, as the page reads them without the strip.
    expect(paths.filter((path) => path.includes('/rounds/'))).toHaveLength(5)
    expect(paths).toHaveLength(6)
  })
})
