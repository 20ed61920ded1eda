import { screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const P = LANDMARKS.livePadel

afterEach(() => vi.useRealTimers())

it(
  'shows the next game’s estimated start beside its printed time, and each waiting game’s in the list',
  { timeout: 30_000 },
  async () => {
    // 13:40 UTC: Van Dijk / Schmidt's pool game printed for 13:00 UTC (15:00 in Madrid) has not begun.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T13:40:00Z') })
    const api = startDemoApi()
    const team = api.demo.dataset.tournaments
      .find((tournament) => tournament.idx === P.tournamentIdx)!
      .divisions.find((division) => division.idx === P.menDivisionIdx)!
      .teams.find((each) => each.name === 'Van Dijk / Schmidt')!
    await renderRoute(`/tournaments/${P.tournamentIdx}/teams/${team.idx}?division=${P.menDivisionIdx}`, {
      api,
      signedIn: 'main',
    })
    const next = await screen.findByRole('region', { name: 'Next game' }, { timeout: 15_000 })
    const estimate = next.querySelector('time[data-kind="estimate"]')!
    expect(estimate.textContent).toMatch(/^~03:4\d PM \(estimate\)$/)
    expect(Date.parse(estimate.getAttribute('datetime')!)).toBeGreaterThanOrEqual(
      Date.parse('2025-06-14T13:40:00Z'),
    )
    expect(next).toHaveTextContent(/03:00 PM ~03:4\d PM \(estimate\)/)
    // In the list, the same game carries the same estimate; a game played carries none.
    const list = screen.getAllByRole('list').find((each) => each.querySelector('article'))!
    const cards = within(list).getAllByRole('article')
    const waiting = cards.filter((card) => card.dataset.state === 'upcoming')
    expect(
      waiting.map((card) => card.querySelector('time[data-kind="estimate"]')?.getAttribute('datetime')),
    ).toContain(estimate.getAttribute('datetime'))
    const played = cards.filter((card) => card.dataset.state === 'finished')
    expect(played.length).toBeGreaterThan(0)
    for (const card of played) expect(card.querySelector('time[data-kind="estimate"]')).toBeNull()
  },
)
