import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const { rolandGarros, qualifiers, livePadel } = LANDMARKS

const roundsRead = (api: DemoApi) =>
  api.sent.map((request) => new URL(request.url).pathname).filter((path) => path.includes('/rounds/'))

async function podiumRows() {
  const podium = await screen.findByRole('list', { name: /^Podium of / })
  return within(podium)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe('the podium embed (show=podium)', () => {
  it('names a finished tournament’s champions, runner-up and joint third, read with the page', async () => {
    const api = startDemoApi()
    await renderRoute(`/embed/tournaments/${rolandGarros.tournamentIdx}?show=podium`, {
      api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Champions' })).toBeVisible()
    expect(await podiumRows()).toEqual([
      'ChampionNovak Djokovic',
      'Runner-upCasper Ruud',
      'Joint 3rdCarlos AlcarazAlexander Zverev',
    ])
    // No heading: the link did not ask for it.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(roundsRead(api)).toEqual([`/v1/external/rounds/${rolandGarros.roundIdx}`])
  })

  it('shows a division’s podium alone, third from its play-off, and reads no other round', async () => {
    const api = startDemoApi()
    await renderRoute(
      `/embed/tournaments/${qualifiers.tournamentIdx}/divisions/${qualifiers.divisionIdx}?show=podium`,
      { api, signedIn: 'main' },
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Podium' })).toBeVisible()
    const rows = await podiumRows()
    expect(rows.map((row) => row?.replace(/[A-Z][a-z]+ [A-Z][a-z]+$/, ''))).toEqual([
      'Champion',
      'Runner-up',
      '3rd',
    ])
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Rounds' })).toBeNull()
    expect(roundsRead(api)).toEqual([`/v1/external/rounds/${qualifiers.mainDrawRoundIdx}`])
  })

  it('claims nothing while the final is unfinished, beside the division’s round', async () => {
    await renderRoute(
      `/embed/tournaments/${livePadel.tournamentIdx}/divisions/${livePadel.menDivisionIdx}?show=podium,pools,bracket`,
      { signedIn: 'main' },
    )
    const podium = within(await screen.findByRole('region', { name: 'Podium' }))
    expect(podium.getByText(/^Not decided yet/)).toBeVisible()
    expect(screen.queryByText('Champion')).toBeNull()
    // The round the link shows is there too.
    expect(await screen.findByRole('navigation', { name: 'Rounds' })).toBeVisible()
  })

  it('is not shown unless the link asks for it', async () => {
    const api = startDemoApi()
    await renderRoute(`/embed/tournaments/${rolandGarros.tournamentIdx}`, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.queryByRole('list', { name: /^Podium of / })).toBeNull()
    expect(roundsRead(api)).toEqual([])
  })
})
