import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { useRef, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { createApp } from '../app/create-app'
import type { RouterContext } from '../lib/router-context'
import { defaultRuntimeConfig } from '../config/runtime-config'
import { DEMO_API_URL, demoToken, startDemoApi, type DemoApi } from '../../test-support/demo-api/viewer-fetch'
import { tournamentQueries } from '../api/queries'
import { useApi } from './use-api'
import { createTabCoordinator, type TabCoordinator } from '../api/live/tab-coordinator'
import { SharedLocks } from '../../test-support/dom/shared-locks'
import { useWatchInView } from './use-in-view'
import { useLiveQuery, type LiveMode } from './use-live-query'

const TOURNAMENT = LANDMARKS.rolandGarros.tournamentIdx

function LiveName({ mode, intervalMs, label }: { mode: LiveMode; intervalMs: number; label: string }) {
  const query = useLiveQuery(tournamentQueries.detail(useApi(), TOURNAMENT, ['club']), { mode, intervalMs })
  return <p data-testid={label}>{query.data?.name ?? 'loading'}</p>
}

/** One browser tab: its own app (session, client, QueryClient) showing `children`. */
function openTab(api: DemoApi, children: ReactNode, tabs?: TabCoordinator) {
  const { context } = createApp(
    { ...defaultRuntimeConfig, apiBaseUrl: DEMO_API_URL },
    { fetch: api.fetch, handedOver: { token: demoToken(api), remember: false }, tabs },
  )
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <>{children}</> })
  const router = createRouter({ routeTree: rootRoute, context, history: createMemoryHistory() })
  return render(
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

const pollsOf = (api: DemoApi) => api.sent.filter((request) => request.url.includes(TOURNAMENT)).length

async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 250) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250)
      // BroadcastChannel messages travel on the real event loop.
      await new Promise((resolve) => setImmediate(resolve))
    })
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

describe('useLiveQuery within one tab', () => {
  it('lets only one observer of a query drive its interval', async () => {
    const api = startDemoApi()
    openTab(
      api,
      <>
        <LiveName mode="staff" intervalMs={1_000} label="a" />
        <LiveName mode="staff" intervalMs={1_000} label="b" />
      </>,
    )
    await advance(500)
    expect(screen.getByTestId('b')).toHaveTextContent('Roland Garros')
    const afterLoad = pollsOf(api)
    await advance(5_000)
    expect(pollsOf(api) - afterLoad).toBe(5)
    // Unchanged data: every poll was a 304.
    expect(api.demo.controls.requests.counters().notModified).toBe(5)
  })

  it('stops polling in a hidden tab, except in screen mode', async () => {
    const api = startDemoApi()
    openTab(api, <LiveName mode="staff" intervalMs={1_000} label="staff" />)
    await advance(500)
    setVisibility('hidden')
    const before = pollsOf(api)
    await advance(5_000)
    expect(pollsOf(api)).toBe(before)
    setVisibility('visible')
    await advance(3_000)
    expect(pollsOf(api)).toBeGreaterThan(before)
  })

  it('keeps a venue screen polling while the browser calls it hidden', async () => {
    const api = startDemoApi()
    openTab(api, <LiveName mode="screen" intervalMs={1_000} label="screen" />)
    await advance(500)
    setVisibility('hidden')
    const before = pollsOf(api)
    await advance(5_000)
    expect(pollsOf(api) - before).toBe(5)
  })

  it('stretches the interval as the budget runs low, so polling never causes a 429', async () => {
    const api = startDemoApi({ rateLimit: { perToken: 20, windowSeconds: 60 } })
    openTab(api, <LiveName mode="screen" intervalMs={1_000} label="screen" />)
    await advance(120_000)
    const counters = api.demo.controls.requests.counters()
    expect(counters.rateLimited).toBe(0)
    // Two windows of 20, less the reserve of 2 kept for people: at most 36, not 120.
    expect(counters.total).toBeLessThanOrEqual(36)
    expect(counters.total).toBeGreaterThan(20)
  })

  it('keeps a screen polling after a 429 that asks to wait a day: one rate window and its jitter', async () => {
    const api = startDemoApi()
    openTab(api, <LiveName mode="screen" intervalMs={1_000} label="screen" />)
    await advance(500)
    api.demo.controls.faults.set({ rateLimitBurst: 1, rateLimitRetryAfterSeconds: 86_400 })
    await advance(1_000)
    expect(api.demo.controls.requests.counters().rateLimited).toBe(1)
    const afterRefusal = pollsOf(api)
    await advance(55_000)
    expect(pollsOf(api)).toBe(afterRefusal)
    // A window (60 s) and a random part of it more, at most half: back within 90 s, not a day.
    await advance(36_000)
    expect(pollsOf(api) - afterRefusal).toBeGreaterThan(0)
    expect(api.demo.controls.requests.counters().rateLimited).toBe(1)
    expect(screen.getByTestId('screen')).toHaveTextContent('Roland Garros')
  })
})

/** The browser's IntersectionObserver, as far as an embed's shell uses it: one root, told in or out. */
class Viewport {
  static observers: ((entries: { isIntersecting: boolean }[]) => void)[] = []
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    Viewport.observers.push(callback)
  }
  observe() {}
  disconnect() {}
  static scroll(inView: boolean) {
    act(() => Viewport.observers.forEach((notify) => notify([{ isIntersecting: inView }])))
  }
}

function EmbedRoot({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  useWatchInView(root)
  return <div ref={root}>{children}</div>
}

describe('useLiveQuery in an embed on a club’s page', () => {
  it('pauses while the embed is scrolled out of view, though its document stays visible', async () => {
    vi.stubGlobal('IntersectionObserver', Viewport)
    onTestFinished(() => {
      vi.unstubAllGlobals()
      Viewport.observers = []
    })
    const api = startDemoApi()
    openTab(
      api,
      <EmbedRoot>
        <LiveName mode="embed" intervalMs={1_000} label="embed" />
      </EmbedRoot>,
    )
    await advance(500)
    expect(screen.getByTestId('embed')).toHaveTextContent('Roland Garros')
    Viewport.scroll(false)
    const outOfView = pollsOf(api)
    await advance(5_000)
    expect(pollsOf(api)).toBe(outOfView)
    Viewport.scroll(true)
    await advance(3_000)
    expect(pollsOf(api) - outOfView).toBeGreaterThanOrEqual(2)
  })
})

describe('useLiveQuery across the tabs of one browser', () => {
  it('lets one tab poll and the others receive its results, and hands over when it closes', async () => {
    const api = startDemoApi()
    const apis = { locks: new SharedLocks(), BroadcastChannel }
    const leader = openTab(
      api,
      <LiveName mode="staff" intervalMs={1_000} label="leader" />,
      createTabCoordinator(apis),
    )
    await advance(500)
    openTab(api, <LiveName mode="staff" intervalMs={1_000} label="follower" />, createTabCoordinator(apis))
    await advance(500)
    expect(screen.getByTestId('follower')).toHaveTextContent('Roland Garros')
    const afterLoad = pollsOf(api)

    const tournament = api.demo.dataset.tournaments.find((t) => t.idx === TOURNAMENT)
    Object.assign(tournament ?? {}, { name: 'Roland Garros (renamed)' })
    await advance(3_000)
    // Three polls by the leader alone; the follower shows what the leader fetched.
    expect(pollsOf(api) - afterLoad).toBe(3)
    expect(screen.getByTestId('follower')).toHaveTextContent('Roland Garros (renamed)')

    leader.unmount()
    await advance(3_000)
    expect(pollsOf(api) - afterLoad).toBeGreaterThanOrEqual(5)
  })

  it('falls back to polling in every tab where Web Locks or BroadcastChannel are missing', () => {
    expect(createTabCoordinator({ locks: undefined, BroadcastChannel }).shared).toBe(false)
    expect(createTabCoordinator({ locks: new SharedLocks(), BroadcastChannel: undefined }).shared).toBe(false)
  })
})
