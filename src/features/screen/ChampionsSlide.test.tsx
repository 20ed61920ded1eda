import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const { livePadel, rolandGarros, qualifiers } = LANDMARKS

const championsOf = (tournamentIdx: string) => `/screen?tournament=${tournamentIdx}&views=champions`

async function podiumRows(name: RegExp | string) {
  const podium = await screen.findByRole('list', { name })
  return within(podium)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe('the Champions view of a venue screen', () => {
  it('names the champion, the runner-up and the joint third once the final is played', async () => {
    const api = startDemoApi()
    await renderRoute(championsOf(rolandGarros.tournamentIdx), { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Champions' })).toBeVisible()
    expect(await podiumRows(/^Podium of /)).toEqual([
      'ChampionNovak Djokovic',
      'Runner-upCasper Ruud',
      'Joint 3rdCarlos AlcarazAlexander Zverev',
    ])
    // The tournament, then the division's last round with only its draws' teams and winners.
    const rounds = api.sent
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname.includes('/rounds/'))
    expect(rounds.map((url) => url.pathname + url.search)).toEqual([
      `/v1/external/rounds/${rolandGarros.roundIdx}?populate=division,draws.rounds.games.awayTeam,draws.rounds.games.homeTeam,draws.rounds.games.winner`,
    ])
  })

  it('takes third and fourth from a third-place play-off, and shows the podium’s three places', async () => {
    await renderRoute(championsOf(qualifiers.tournamentIdx), { signedIn: 'main' })
    const rows = await podiumRows(/^Podium of /)
    expect(rows).toHaveLength(3)
    expect(rows[2]).toMatch(/^3rd\S/)
    expect(rows.join()).not.toContain('Joint')
  })

  it('claims nothing while finals are unfinished, says so, and reads no hidden division', async () => {
    const api = startDemoApi()
    await renderRoute(championsOf(livePadel.tournamentIdx), { api, signedIn: 'main' })
    expect(await screen.findByText(/^No division has its champion yet/)).toBeVisible()
    expect(screen.queryByRole('list', { name: /^Podium of / })).toBeNull()
    expect(screen.queryByText('Champion')).toBeNull()
    await waitFor(() =>
      expect(api.sent.filter((request) => request.url.includes('/rounds/'))).toHaveLength(3),
    )
    const read = api.sent.map((request) => new URL(request.url).pathname)
    expect(read).toEqual(
      expect.arrayContaining([
        `/v1/external/rounds/${livePadel.bracketRoundIdx}`,
        `/v1/external/rounds/${livePadel.womenBracketRoundIdx}`,
        `/v1/external/rounds/${livePadel.mixedPoolRoundIdx}`,
      ]),
    )
    expect(read).not.toContain(`/v1/external/rounds/${livePadel.hiddenRoundIdx}`)
  })
})
