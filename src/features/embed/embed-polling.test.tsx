import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

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
