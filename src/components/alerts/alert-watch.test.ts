import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import {
  DEMO_API_URL,
  demoToken,
  startDemoApi,
  type DemoApi,
} from '../../../test-support/demo-api/viewer-fetch'
import { SharedLocks } from '../../../test-support/dom/shared-locks'
import { createTabCoordinator, type TabCoordinator } from '../../api/live/tab-coordinator'
import { createApp } from '../../app/create-app'
import { defaultRuntimeConfig } from '../../config/runtime-config'
import {
  alertSettingsKey,
  followsKey,
  followsOfOrigin,
  readAlertSettings,
  writeFollows,
} from '../team/follows'
import { startAlertWatch, LEAST_GAP_MS, type AlertWatch } from './alert-watch'
import { lookAndTell } from './look-and-tell'
import { recordStore } from './record-store'
import { watchRecordKey, type StoredAlert } from './watch-record'

const MINUTE = 60_000
const P = LANDMARKS.livePadel
const ORIGIN = new URL(DEMO_API_URL).origin
const ORGANIZATION = LANDMARKS.mainOrganization.idx

/** The tabs of one browser: they share Web Locks (and, in jsdom, one localStorage). */
function browserTabs(): TabCoordinator {
  const locks = new SharedLocks()
  return createTabCoordinator({ locks, BroadcastChannel: class {} as unknown as typeof BroadcastChannel })
}

/** Moves the clock on a second at a time (each look's requests answer in between); 0 settles promises. */
async function advance(ms: number) {
  let passed = 0
  do {
    await vi.advanceTimersByTimeAsync(Math.min(1_000, ms - passed))
    passed += 1_000
  } while (passed < ms)
}

const watches: AlertWatch[] = []
function watch(tabs: TabCoordinator, look: () => Promise<number>): AlertWatch {
  const started = startAlertWatch({ tabs, lockName: 'courtside:test:alerts', look, nextLookIn: () => MINUTE })
  watches.push(started)
  return started
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  for (const each of watches.splice(0)) each.stop()
  vi.useRealTimers()
})

describe('startAlertWatch', () => {
  it('lets one of two tabs watch, a look a minute, and hands over when that tab closes', async () => {
    const tabs = browserTabs()
    const looks = { a: 0, b: 0 }
    const a = watch(tabs, async () => (looks.a++, 1))
    const b = watch(tabs, async () => (looks.b++, 1))
    await advance(0)
    expect(a.watching).toBe(true)
    expect(b.watching).toBe(false)
    expect(looks).toEqual({ a: 1, b: 0 })
    await advance(3 * MINUTE)
    expect(looks).toEqual({ a: 4, b: 0 })
    a.stop()
    await advance(0)
    // The other tab takes over at once, and goes on a minute apart.
    expect(b.watching).toBe(true)
    expect(looks).toEqual({ a: 4, b: 1 })
    await advance(MINUTE)
    expect(looks).toEqual({ a: 4, b: 2 })
  })

  it('looks again soon when woken (a team followed), never sooner than a few seconds after the last look', async () => {
    let looks = 0
    const tab = watch(browserTabs(), async () => (looks++, 1))
    await advance(0)
    expect(looks).toBe(1)
    tab.wake()
    await advance(LEAST_GAP_MS - 1_000)
    expect(looks).toBe(1)
    await advance(1_000)
    expect(looks).toBe(2)
    // The minute starts again from that look.
    await advance(MINUTE - 1_000)
    expect(looks).toBe(2)
    await advance(1_000)
    expect(looks).toBe(3)
  })

  it('goes on looking after a look that fails', async () => {
    let looks = 0
    watch(browserTabs(), async () => {
      looks++
      throw new Error('offline')
    })
    await advance(2 * MINUTE)
    expect(looks).toBe(3)
  })

  it('without Web Locks, every tab watches for itself', async () => {
    const solo = createTabCoordinator({})
    const a = watch(solo, async () => 1)
    const b = watch(solo, async () => 1)
    await advance(0)
    expect([a.watching, b.watching]).toEqual([true, true])
  })
})

/** One tab of the viewer: its own app (client, cache, budget), watching with the browser's tabs. */
function openTab(api: DemoApi, tabs: TabCoordinator, told: StoredAlert[][]) {
  const { context } = createApp(
    { ...defaultRuntimeConfig, apiBaseUrl: DEMO_API_URL },
    { fetch: api.fetch, handedOver: { token: demoToken(api), remember: false }, tabs },
  )
  onTestFinished(() => context.queryClient.clear())
  return watch(tabs, () =>
    lookAndTell({
      api: context.api,
      queryClient: context.queryClient,
      record: recordStore(localStorage, watchRecordKey(ORIGIN)),
      follows: () => followsOfOrigin(localStorage, ORIGIN),
      settings: (organizationIdx) =>
        readAlertSettings(localStorage, alertSettingsKey(ORIGIN, organizationIdx)),
      tell: (alerts) => told.push([...alerts]),
    }),
  )
}

/** Follows every team of the padel tournament's men's division: the next game to start is theirs. */
function followMensDivision(api: DemoApi) {
  const tournament = api.demo.dataset.tournaments.find((each) => each.idx === P.tournamentIdx)
  const teams = tournament?.divisions.find((division) => division.idx === P.menDivisionIdx)?.teams ?? []
  expect(teams.length).toBeGreaterThan(4)
  writeFollows(
    followsKey(ORIGIN, ORGANIZATION),
    teams.map((team) => ({
      idx: team.idx,
      name: team.name,
      tournamentIdx: P.tournamentIdx,
      divisionIdx: P.menDivisionIdx,
    })),
  )
}

/** Plays the demo on until a game of the men's pools starts; its idx. */
function startPoolGame(api: DemoApi): string {
  for (let i = 0; i < 300; i++) {
    const event = api.demo.controls.simulation.step(1, P.tournamentIdx)[0]
    if (event?.kind === 'game-started' && event.roundIdx === P.poolRoundIdx && event.gameIdx)
      return event.gameIdx
  }
  throw new Error('no game of the pools started')
}

const roundRequests = (api: DemoApi) => api.sent.filter((request) => request.url.includes('/rounds/'))

describe('watching the followed teams, in two tabs', { timeout: 20_000 }, () => {
  it('asks for each watched round at most once a minute, from one tab, and tells a game going live once', async () => {
    const api = startDemoApi()
    followMensDivision(api)
    const told: { a: StoredAlert[][]; b: StoredAlert[][] } = { a: [], b: [] }
    const tabs = browserTabs()
    openTab(api, tabs, told.a)
    openTab(api, tabs, told.b)
    await advance(2_000)
    // The men's division has two rounds (pools, then the bracket): one request each.
    const firstLook = roundRequests(api)
      .map((request) => new URL(request.url).pathname)
      .sort()
    expect(firstLook).toEqual(
      [`/v1/external/rounds/${P.poolRoundIdx}`, `/v1/external/rounds/${P.bracketRoundIdx}`].sort(),
    )
    await advance(5 * MINUTE)
    expect(roundRequests(api).length).toBeLessThanOrEqual(2 * 6)

    const started = startPoolGame(api)
    await advance(MINUTE)
    const live = told.a.flat().filter((alert) => alert.kind === 'live' && alert.key.endsWith(`|${started}`))
    // Both its teams are followed: each is told, once, by the watching tab alone.
    expect(live).toHaveLength(2)
    expect(live[0]?.court).not.toBeNull()
    expect(live.map((alert) => alert.team.name).every((name) => name.length > 0)).toBe(true)
    expect(told.b).toEqual([])
    await advance(2 * MINUTE)
    expect(
      told.a.flat().filter((alert) => alert.kind === 'live' && alert.key.endsWith(`|${started}`)),
    ).toHaveLength(2)
    // Never two requests for one round less than a minute (less the look's own time) apart.
    const times = new Map<string, number[]>()
    for (const request of roundRequests(api)) {
      const path = new URL(request.url).pathname
      times.set(path, [...(times.get(path) ?? []), request.at])
    }
    for (const at of times.values())
      for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(55_000)
  })

  it('goes on from the last look after a reload: tells what changed in between, and nothing twice', async () => {
    const api = startDemoApi()
    followMensDivision(api)
    const tabs = browserTabs()
    const before: StoredAlert[][] = []
    openTab(api, tabs, before)
    await advance(2_000)
    for (const each of watches.splice(0)) each.stop()
    const started = startPoolGame(api)
    // The page reloads: the new tab's first look is compared with the one before the reload.
    const reloaded: StoredAlert[][] = []
    openTab(api, tabs, reloaded)
    await advance(2_000)
    expect(
      reloaded.flat().filter((alert) => alert.kind === 'live' && alert.key.endsWith(`|${started}`)),
    ).toHaveLength(2)
    for (const each of watches.splice(0)) each.stop()
    const again: StoredAlert[][] = []
    openTab(api, tabs, again)
    await advance(2_000)
    expect(again.flat().filter((alert) => alert.key.endsWith(`|${started}`))).toEqual([])
  })

  it('tells only the alerts the person wants', async () => {
    const api = startDemoApi()
    followMensDivision(api)
    localStorage.setItem(alertSettingsKey(ORIGIN, ORGANIZATION), JSON.stringify({ live: false }))
    const told: StoredAlert[][] = []
    openTab(api, browserTabs(), told)
    await advance(2_000)
    startPoolGame(api)
    await advance(MINUTE)
    expect(told.flat().filter((alert) => alert.kind === 'live')).toEqual([])
    const record = recordStore(localStorage, watchRecordKey(ORIGIN)).read()
    expect(Object.values(record?.seen ?? {})).toContain('live')
  })
})
