import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEFAULT_RETRY_POLICY } from '../../api/retry'
import { allowConsole } from '../../../test-support/console-guard'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const PAGE = `/tournaments/${LANDMARKS.livePadel.tournamentIdx}`
const NO_RETRIES = { ...DEFAULT_RETRY_POLICY, maxRetries: 0, max429Retries: 0 }

afterEach(() => vi.restoreAllMocks())

describe('a page that cannot be read', () => {
  it('when rate limited, counts down in the header and the page, then comes back by itself', async () => {
    allowConsole('error', /HTTP 429/)
    allowConsole('warn', /Error in route match/)
    const api = startDemoApi()
    api.demo.controls.faults.set({ rateLimitBurst: 1, rateLimitRetryAfterSeconds: 1 })
    await renderRoute(PAGE, { api, signedIn: 'main', retryPolicy: NO_RETRIES })
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate limited' })).toBeVisible()
    expect(screen.getByText(/This token used its requests for the minute\. Retrying in 1 s\./)).toBeVisible()
    expect(screen.getByRole('banner')).toHaveTextContent(/Rate limited · resuming in 1 s/)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' }, { timeout: 4_000 }),
    ).toBeVisible()
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
