import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEFAULT_RETRY_POLICY } from '../../api/retry'
import { allowConsole } from '../../../test-support/console-guard'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const PAGE = `/tournaments/${LANDMARKS.livePadel.tournamentIdx}`
const NO_RETRIES = { ...DEFAULT_RETRY_POLICY, maxRetries: 0, max429Retries: 0 }

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/**
 * The page opened with the demo API answering its first request 429 asking to wait `retryAfter`
 * seconds; the client's jitter after it at its least (random 0), so the wait is exactly that.
 */
async function rateLimitedPage(retryAfter: number, beforeRender?: () => void) {
  allowConsole('error', /HTTP 429/)
  allowConsole('warn', /Error in route match/)
  vi.spyOn(Math, 'random').mockReturnValue(0)
  const api = startDemoApi()
  api.demo.controls.faults.set({ rateLimitBurst: 1, rateLimitRetryAfterSeconds: retryAfter })
  await renderRoute(PAGE, { api, signedIn: 'main', retryPolicy: NO_RETRIES, beforeRender })
  expect(await screen.findByRole('heading', { level: 1, name: 'Rate limited' })).toBeVisible()
}

describe('a page that cannot be read', () => {
  it(
    'when rate limited, counts down in the header and the page, then comes back by itself',
    { timeout: 15_000 },
    async () => {
      // Three seconds, so that a slow first render on a busy machine still sees the countdown.
      await rateLimitedPage(3)
      expect(
        screen.getByText(/This token used its requests for the minute\. Retrying in [1-3] s\./),
      ).toBeVisible()
      expect(screen.getByRole('banner')).toHaveTextContent(/Rate limited · resuming in [1-3] s/)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' }, { timeout: 8_000 }),
      ).toBeVisible()
    },
  )

  it(
    'when asked to wait a day, counts down one rate window instead, and comes back after it',
    { timeout: 15_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      await rateLimitedPage(86_400)
      expect(screen.getByText(/Retrying in (60|59) s\./)).toBeVisible()
      expect(screen.getByRole('banner')).toHaveTextContent(/resuming in (60|59) s/)
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      expect(screen.getByText(/Retrying in (30|29) s\./)).toBeVisible()
      await act(() => vi.advanceTimersByTimeAsync(31_000))
      expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
    },
  )

  it('counts down from the 429, not from when the page is shown', { timeout: 15_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // The page is shown 20 s after its 429 (a slow phone, a tab brought back).
    await rateLimitedPage(30, () => vi.setSystemTime(Date.now() + 20_000))
    expect(screen.getByText(/Retrying in (10|9) s\./)).toBeVisible()
  })

  it('when offline, says so and tries again when the connection is back', async () => {
    allowConsole('error', /getTournament: network/)
    allowConsole('warn', /Error in route match/)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const api = startDemoApi()
    api.demo.controls.faults.set({ dropRate: 1 })
    await renderRoute(PAGE, { api, signedIn: 'main', retryPolicy: NO_RETRIES })
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    expect(screen.getByText(/tries again by itself when the connection is back/)).toBeVisible()
    api.demo.controls.faults.clear()
    online.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
  })
})
