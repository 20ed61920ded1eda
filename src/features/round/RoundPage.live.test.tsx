import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

// Its own file: TanStack Query keeps the timer functions it first used, so the fake clock must be
// in place before any query of the file runs.
const P = LANDMARKS.livePadel

describe('a round being played', () => {
  afterEach(() => vi.useRealTimers())

  it('updates by itself while a staff member watches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = startDemoApi()
    await renderRoute(`/rounds/${P.womenBracketRoundIdx}?tournament=${P.tournamentIdx}`, {
      api,
      signedIn: 'main',
    })
    await screen.findByRole('heading', { level: 1, name: 'Main draw' })
    await screen.findByRole('region', { name: 'Games' })
    // The page's first render is sliced (FirstPageInSlices): let it finish starting, its pollers
    // taking the lead among tabs, before the clock runs on.
    await act(() => vi.advanceTimersByTimeAsync(100))
    const live = () =>
      within(screen.getByRole('region', { name: 'Games' }))
        .getAllByRole('article')
        .filter((game) => game.dataset.state === 'live')
        .map((game) => game.querySelector('.sr-only')?.textContent)
    const before = live()
    const rounds = () =>
      api.sent.filter((request) => request.url.includes(`/rounds/${P.womenBracketRoundIdx}`))
    expect(rounds()).toHaveLength(1)

    api.demo.controls.simulation.step(40, P.tournamentIdx)
    await act(() => vi.advanceTimersByTimeAsync(31_000))
    await waitFor(() => expect(rounds()).toHaveLength(2))
    await waitFor(() => expect(live()).not.toEqual(before))
  })
})
