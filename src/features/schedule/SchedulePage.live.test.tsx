import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

// Its own file, its clock set before any query runs (TanStack Query keeps the timer functions it
// first used): 12:00 UTC on 14 June 2025, the demo's live padel tournament's "now".
const P = LANDMARKS.livePadel

/** The game numbers said in a part's cards ("Game 12 (…)"), in order. */
function gamesIn(part: HTMLElement): string[] {
  return [...part.querySelectorAll('article .sr-only')].map(
    (said) => /Game (\d+)/.exec(said.textContent ?? '')?.[1] ?? '?',
  )
}

describe('the schedule of a tournament being played', () => {
  afterEach(() => vi.useRealTimers())

  it('shows a game that goes live in the Now strip without a reload, asking again only with its ETag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T12:00:00Z') })
    const api = startDemoApi()
    await renderRoute(`/tournaments/${P.tournamentIdx}/schedule`, { api, signedIn: 'main' })
    const live = await screen.findByRole('region', { name: 'Live now' })
    // The page's first render is sliced (FirstPageInSlices): let it finish starting, its pollers
    // taking the lead among tabs, before the clock runs on.
    await act(() => vi.advanceTimersByTimeAsync(100))
    const before = gamesIn(live)
    // Play on until a game starts (a live game must end first: each court has one).
    let started: { roundIdx: string | null; gameNumber: number | null } | undefined
    for (let i = 0; i < 200 && !started; i++) {
      started = api.demo.controls.simulation
        .step(1, P.tournamentIdx)
        .find((event) => event.kind === 'game-started')
    }
    expect(started?.gameNumber).not.toBeNull()
    const sentBefore = api.sent.length
    await act(() => vi.advanceTimersByTimeAsync(31_000))
    await waitFor(() => expect(gamesIn(screen.getByRole('region', { name: 'Live now' }))).not.toEqual(before))
    expect(gamesIn(screen.getByRole('region', { name: 'Live now' }))).toContain(String(started!.gameNumber))
    // Refreshes are conditional: each asks with the ETag it has.
    const refreshes = api.sent.slice(sentBefore)
    expect(refreshes.length).toBeGreaterThan(0)
    for (const request of refreshes) {
      expect(request.url).toContain('/v1/external/rounds/')
      expect(request.ifNoneMatch).toMatch(/^"/)
    }
    // Only rounds with games still to settle today are refreshed: tomorrow's final stage is not.
    expect(refreshes.some((request) => request.url.includes(P.bracketRoundIdx))).toBe(false)
  })
})
