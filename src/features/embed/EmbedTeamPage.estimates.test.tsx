import { screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'
import { demoTeam } from '../../../test-support/demo-api/demo-team'

// 13:40 UTC on the live padel tournament's day: Van Dijk / Schmidt's pool game printed for 13:00
// UTC (03:00 PM in Madrid) has not begun.
const P = LANDMARKS.livePadel
const NOW = Date.parse('2025-06-14T13:40:00Z')

afterEach(() => vi.useRealTimers())

it(
  'the team embed shows the next game’s estimate beside its printed time, and each waiting game’s in the list',
  { timeout: 30_000 },
  async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
    const api = startDemoApi()
    const team = demoTeam(api, P.tournamentIdx, P.menDivisionIdx, 'Van Dijk / Schmidt')
    await renderRoute(
      `/embed/tournaments/${P.tournamentIdx}/teams/${team.idx}?division=${P.menDivisionIdx}`,
      {
        api,
        signedIn: 'main',
      },
    )
    const next = await screen.findByRole('region', { name: 'Next game' }, { timeout: 15_000 })
    const estimate = next.querySelector('time[data-kind="estimate"]')!
    expect(estimate.textContent).toMatch(/^~03:[4-5]\d PM \(estimate\)$/)
    expect(Date.parse(estimate.getAttribute('datetime')!)).toBeGreaterThanOrEqual(NOW)
    expect(next).toHaveTextContent(/03:00 PM ~03:[4-5]\d PM \(estimate\)/)

    const cards = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('article')
    const waiting = cards.filter((card) => card.dataset.state === 'upcoming')
    expect(waiting.length).toBeGreaterThan(0)
    for (const card of waiting)
      expect(card.querySelector('time[data-kind="estimate"]'), card.textContent ?? '').toBeInstanceOf(
        HTMLTimeElement,
      )
    expect(
      waiting.map((card) => card.querySelector('time[data-kind="estimate"]')!.getAttribute('datetime')),
    ).toContain(estimate.getAttribute('datetime'))
    for (const card of cards.filter((each) => each.dataset.state === 'finished'))
      expect(card.querySelector('time[data-kind="estimate"]')).toBeNull()
  },
)
