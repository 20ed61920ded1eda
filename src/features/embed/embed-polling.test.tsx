import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'
import { allowConsole } from '../../../test-support/console-guard'
import { DEFAULT_RETRY_POLICY } from '../../api/retry'

const roundRequests = (api: DemoApi, roundIdx: string) =>
  api.sent.filter((request) => new URL(request.url).pathname.endsWith(`/rounds/${roundIdx}`)).length

async function advance(seconds: number) {
  for (let passed = 0; passed < seconds; passed++) {
    await act(() => vi.advanceTimersByTimeAsync(1000))
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

describe('an embed’s refreshes', () => {
  it('come every 60 s by default while the tournament is played', async () => {
    const api = startDemoApi()
    const { poolRoundIdx, tournamentIdx } = LANDMARKS.livePadel
    await renderRoute(`/embed/tournaments/${tournamentIdx}/rounds/${poolRoundIdx}`, {
      api,
      signedIn: 'main',
    })
    await advance(1)
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
    expect(roundRequests(api, poolRoundIdx)).toBe(1)
    await advance(55)
    expect(roundRequests(api, poolRoundIdx)).toBe(1)
    await advance(10)
    expect(roundRequests(api, poolRoundIdx)).toBe(2)
    await advance(60)
    expect(roundRequests(api, poolRoundIdx)).toBe(3)
  })

  it('stop while the embed is not visible (a background tab), and start again when it is', async () => {
    const api = startDemoApi()
    const { poolRoundIdx, tournamentIdx } = LANDMARKS.livePadel
    await renderRoute(`/embed/tournaments/${tournamentIdx}/rounds/${poolRoundIdx}?refresh=30`, {
      api,
      signedIn: 'main',
    })
    await advance(1)
    setVisibility('hidden')
    await advance(300)
    expect(roundRequests(api, poolRoundIdx)).toBe(1)
    setVisibility('visible')
    await advance(35)
    expect(roundRequests(api, poolRoundIdx)).toBe(2)
  })

  it('never come for a tournament that is over', async () => {
    const api = startDemoApi()
    const { roundIdx, tournamentIdx } = LANDMARKS.rolandGarros
    await renderRoute(`/embed/tournaments/${tournamentIdx}/rounds/${roundIdx}?refresh=30`, {
      api,
      signedIn: 'main',
    })
    await advance(1)
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
    await advance(180)
    expect(roundRequests(api, roundIdx)).toBe(1)
  })
})

describe('an embed after a 429', () => {
  afterEach(() => vi.restoreAllMocks())

  // A visitor whose draw of the jitter is high (0.9): all of a club page's visitors were refused
  // at once, and must not all come back at the window's reset.
  it.each([
    ['retrying the request', DEFAULT_RETRY_POLICY],
    ['showing the message, then reloading', { ...DEFAULT_RETRY_POLICY, maxRetries: 0, max429Retries: 0 }],
  ])(
    'comes back after Retry-After and a random part of it more, %s',
    async (_, retryPolicy) => {
      if (retryPolicy.max429Retries === 0) {
        allowConsole('error', /HTTP 429/)
        allowConsole('warn', /Error in route match/)
      }
      vi.spyOn(Math, 'random').mockReturnValue(0.9)
      const api = startDemoApi()
      const { poolRoundIdx, tournamentIdx } = LANDMARKS.livePadel
      api.demo.controls.faults.set({
        rateLimitBurst: 1,
        rateLimitRetryAfterSeconds: 20,
        pathPrefix: `/v1/external/rounds/${poolRoundIdx}`,
      })
      const rendered = renderRoute(`/embed/tournaments/${tournamentIdx}/rounds/${poolRoundIdx}`, {
        api,
        signedIn: 'main',
        retryPolicy,
      })
      // Retried, the first page's load waits with the request; else the message shows at once.
      if (retryPolicy.max429Retries === 0) await rendered
      await advance(40)
      await rendered
      await advance(1)
      const [refused, next] = api.sent.filter((request) =>
        new URL(request.url).pathname.endsWith(`/rounds/${poolRoundIdx}`),
      )
      // 20 s asked for, and 0.9 of half of it more: 29 s, not 20.
      expect((next?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(29_000)
      expect((next?.at ?? 0) - (refused?.at ?? 0)).toBeLessThan(32_000)
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
    },
    30_000,
  )
})
