import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../../server/src/data/landmarks'
import { DEFAULT_RETRY_POLICY } from '../../../api/retry'
import { startDemoApi } from '../../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../../test-support/dom/render-route'

const { tournamentIdx: PADEL, menDivisionIdx, hiddenDivisionIdx, hiddenRoundIdx } = LANDMARKS.livePadel
const divisionPath = (tournament: string, division: string) =>
  `/tournaments/${tournament}/divisions/${division}`

describe('the division page', () => {
  it('reads the tournament’s divisions with their rounds, and the division’s teams: two requests', async () => {
    const api = startDemoApi()
    await renderRoute(divisionPath(PADEL, menDivisionIdx), { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Men open')
    expect(api.sent.map((request) => new URL(request.url)).map((url) => url.pathname + url.search)).toEqual(
      expect.arrayContaining([
        `/v1/external/tournaments/${PADEL}?populate=divisions,divisions.rounds`,
        `/v1/external/tournaments/${PADEL}/teams?division=${menDivisionIdx}&populate=captainProfile,division,leagueTeam,playerProfiles`,
      ]),
    )
    // And its last round, for the podium, after the page has shown.
    await waitFor(() => expect(api.sent).toHaveLength(3))
    expect(new URL(api.sent[2]!.url).pathname).toBe(
      `/v1/external/rounds/${LANDMARKS.livePadel.bracketRoundIdx}`,
    )
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Riverside Racket Association›Riverside Padel Open›Men open',
    )
  })

  it('lists its rounds in order with type and setup state', async () => {
    await renderRoute(divisionPath(PADEL, menDivisionIdx), { signedIn: 'main' })
    const rounds = within(await screen.findByRole('region', { name: 'Rounds' })).getAllByRole('listitem')
    expect(rounds.map((round) => round.textContent)).toEqual([
      '1Group stageRound robinSet up',
      '2Final stageSingle eliminationSet up',
    ])
  })

  it('shows its teams with seeds and players', async () => {
    await renderRoute(divisionPath(PADEL, menDivisionIdx), { signedIn: 'main' })
    const teams = within(await screen.findByRole('region', { name: 'Teams' }))
    expect(teams.getByText('16 teams')).toBeVisible()
    const first = teams.getAllByRole('article')[0]!
    expect(first).toHaveTextContent('Seed 1')
    expect(within(first).getByRole('list', { name: 'Players' }).children).toHaveLength(2)
  })

  it('marks a hidden division and its hidden round', async () => {
    await renderRoute(divisionPath(PADEL, hiddenDivisionIdx), { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Staff exhibitionHidden')
    const round = within(screen.getByRole('region', { name: 'Rounds' })).getByRole('link', {
      name: 'Exhibition',
    })
    expect(round.closest('li')).toHaveTextContent('Hidden')
    expect(round).toHaveAttribute('href', `/rounds/${hiddenRoundIdx}?tournament=${PADEL}`)
  })

  it('marks the captain, the league team and entry marks of a league', async () => {
    const { tournamentIdx, divisionIdx } = LANDMARKS.teamLeague
    await renderRoute(divisionPath(tournamentIdx, divisionIdx), { signedIn: 'main' })
    const card = (await screen.findByRole('heading', { level: 3, name: 'Bianchi / Smith' })).closest(
      'article',
    )!
    expect(card).toHaveTextContent('League team:Leeds Smashers')
    const players = within(card).getAllByRole('listitem')
    expect(players[0]).toHaveTextContent('Wim Bianchi★ Captain')
    expect(players[1]).not.toHaveTextContent('Captain')
  })

  it('shows wild cards and qualifiers', async () => {
    const { tournamentIdx, divisionIdx } = LANDMARKS.rolandGarros
    await renderRoute(divisionPath(tournamentIdx, divisionIdx), { signedIn: 'main' })
    const teams = within(await screen.findByRole('region', { name: 'Teams' }))
    expect(teams.getAllByText('Wild card')).toHaveLength(8)
    expect(teams.getAllByText('Qualifier')).toHaveLength(16)
    expect(teams.getAllByText('Lucky loser')).toHaveLength(4)
    expect(teams.getAllByText('Main draw')).toHaveLength(128)
  })

  it('says a division not in this tournament is not found', async () => {
    await renderRoute(divisionPath(PADEL, LANDMARKS.rolandGarros.divisionIdx), { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Not found in your organization',
    )
  })

  it('keeps the division when its teams fail, with a retry in their place', async () => {
    const api = startDemoApi()
    api.demo.controls.faults.set({ errorRate: 1, pathPrefix: `/v1/external/tournaments/${PADEL}/teams` })
    await renderRoute(divisionPath(PADEL, menDivisionIdx), {
      api,
      signedIn: 'main',
      retryPolicy: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
    })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Men open')
    const teams = within(screen.getByRole('region', { name: 'Teams' }))
    expect(await teams.findByRole('alert')).toHaveTextContent('The API had a problem')
    api.demo.controls.faults.clear()
    teams.getByRole('button', { name: 'Try again' }).click()
    expect(await teams.findByText('16 teams')).toBeVisible()
  })

  describe('podium', () => {
    const podiumOf = async (tournamentIdx: string, divisionIdx: string) => {
      await renderRoute(divisionPath(tournamentIdx, divisionIdx), { signedIn: 'main' })
      const podium = within(await screen.findByRole('region', { name: 'Podium' }))
      return within(await podium.findByRole('list', { name: /^Podium of / }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    }

    it('gives the semi-final losers a joint third when there was no play-off', async () => {
      const { tournamentIdx, divisionIdx } = LANDMARKS.rolandGarros
      expect(await podiumOf(tournamentIdx, divisionIdx)).toEqual([
        'ChampionNovak Djokovic',
        'Runner-upCasper Ruud',
        'Joint 3rdCarlos AlcarazAlexander Zverev',
      ])
    })

    it('takes third and fourth from the third-place play-off', async () => {
      const { tournamentIdx, divisionIdx } = LANDMARKS.qualifiers
      expect(await podiumOf(tournamentIdx, divisionIdx)).toEqual([
        'ChampionGonzalo Kim',
        'Runner-upOlga Martin',
        '3rdPriya Moreau',
        '4thPriya Jensen',
      ])
    })

    it('says the podium is not decided while the final is still to be played', async () => {
      await renderRoute(divisionPath(PADEL, menDivisionIdx), { signedIn: 'main' })
      const podium = within(await screen.findByRole('region', { name: 'Podium' }))
      expect(podium.getByText(/^Not decided yet/)).toBeVisible()
      expect(podium.queryByRole('list')).toBeNull()
    })
  })
})
