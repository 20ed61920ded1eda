/**
 * One client floods the proxy with URLs no viewer uses (cache-busters, legal but random windows of
 * the tournament list) while viewers at another address keep polling two live rounds: the viewers
 * still see each change within two cache TTLs, a URL a viewer opens for the first time is answered,
 * and the token stays inside its budget (issue 33). Loopback only: the flood comes from 127.0.0.2,
 * the viewers from 127.0.0.3; about 10 seconds and 240 flood requests.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks.ts'
import { normalizePopulate } from '../../src/api/populate.ts'
import { BRACKET_RELATIONS, GAME_LIST_RELATIONS, POOL_TABLE_RELATIONS } from '../../src/api/round-views.ts'
import {
  type BrowserAnswer,
  type ProxyHarness,
  startProxyHarness,
} from '../../test-support/nginx/proxy-harness.ts'
import { SETTING_DEFAULTS } from './settings.ts'

const TTL_SECONDS = 2
const FLOOD_ADDRESS = '127.0.0.2'
const VIEWER_ADDRESS = '127.0.0.3'
const FLOOD_PER_SECOND = 30
/** When the second change is made: viewers keep polling two TTLs and a poll after it. */
const LAST_CHANGE_AT = 5_500
const { livePadel, rolandGarros } = LANDMARKS

/** A round as a screen or embed asks for it. */
function roundUrl(roundIdx: string, relations: readonly string[]): string {
  return `/v1/external/rounds/${roundIdx}?populate=${normalizePopulate(relations)?.join(',')}`
}

/** The rounds the viewers watch (the live simulation's first events are in them), by idx. */
const WATCHED = new Map<string, string>([
  [livePadel.womenBracketRoundIdx, roundUrl(livePadel.womenBracketRoundIdx, BRACKET_RELATIONS)],
  [livePadel.mixedPoolRoundIdx, roundUrl(livePadel.mixedPoolRoundIdx, GAME_LIST_RELATIONS)],
])
/** Opened by a viewer for the first time while the flood runs. */
const NEW_VIEWER_URLS = [
  roundUrl(rolandGarros.roundIdx, GAME_LIST_RELATIONS),
  roundUrl(livePadel.poolRoundIdx, POOL_TABLE_RELATIONS),
]

/** Flood request `i`: every third a cache-buster, the others a window of the list nobody shows. */
function floodUrl(i: number): string {
  if (i % 3 === 0) return `${roundUrl(livePadel.womenBracketRoundIdx, BRACKET_RELATIONS)}&cb=${i}`
  return `/v1/external/tournaments?limit=${1 + ((i * 37) % 100)}&offset=${i * 7}`
}

interface Seen {
  url: string
  at: number
  status: number
  etag: string | null
}

let proxy: ProxyHarness

beforeAll(async () => {
  proxy = await startProxyHarness({ ttlSeconds: TTL_SECONDS })
}, 30_000)

afterAll(async () => {
  await proxy?.close()
})

/** Polls `url` every 500 ms with its last ETag until `until`, as a screen does (more often). */
async function viewer(get: Get, url: string, until: number, seen: Seen[]): Promise<void> {
  let etag: string | null = null
  while (Date.now() < until) {
    const answer = await get(url, etag ? { 'If-None-Match': etag } : {})
    if (answer.status === 200) etag = answer.headers.get('etag')
    seen.push({ url, at: Date.now(), status: answer.status, etag })
    await delay(500)
  }
}

type Get = (path: string, headers?: Record<string, string>) => Promise<BrowserAnswer>

/**
 * Sends FLOOD_PER_SECOND requests a second from now until `until`, not waiting for answers; a late
 * timer (a busy machine) sends what is due at once, so the count holds.
 */
async function flood(get: Get, until: number, log: { url: string; status: number }[]): Promise<void> {
  const pending: Promise<void>[] = []
  const from = Date.now()
  for (let sent = 0; Date.now() < until; await delay(1000 / FLOOD_PER_SECOND)) {
    const due = Math.floor(((Date.now() - from) * FLOOD_PER_SECOND) / 1000) + 1
    for (; sent < due; sent++) {
      const url = floodUrl(sent)
      pending.push(get(url).then((answer) => void log.push({ url, status: answer.status })))
    }
  }
  await Promise.all(pending)
}

/** Plays the live tournament on until a watched round changes; returns that round's URL. */
function changeAWatchedRound(): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [event] = proxy.demo.controls.simulation.step(1, livePadel.tournamentIdx)
    const url = WATCHED.get(event?.roundIdx ?? '')
    if (url) return url
  }
  throw new Error('the simulation changed no watched round in 50 events')
}

it(
  'keeps viewers fresh and the token in budget while one client floods the proxy with new URLs',
  { timeout: 60_000 },
  async () => {
    const viewerGet = proxy.clientAt(VIEWER_ADDRESS)
    const floodGet = proxy.clientAt(FLOOD_ADDRESS)
    const started = Date.now()
    const seen: Seen[] = []
    const floodLog: { url: string; status: number }[] = []
    const viewersUntil = started + LAST_CHANGE_AT + 2 * TTL_SECONDS * 1000 + 600

    const viewers = [...WATCHED.values()].flatMap((url) =>
      // Four viewers a URL, each polling every 500 ms: one of them asks within 125 ms of any moment.
      [0, 1, 2, 3].map(async (n) => {
        await delay(n * 125)
        await viewer(viewerGet, url, viewersUntil, seen)
      }),
    )
    await delay(1_000)
    const flooding = flood(floodGet, started + 9_000, floodLog)

    const changes: { url: string; at: number; etagBefore: string | null }[] = []
    const change = () => {
      const url = changeAWatchedRound()
      const etagBefore = seen.findLast((entry) => entry.url === url && entry.status === 200)?.etag ?? null
      changes.push({ url, at: Date.now(), etagBefore })
    }
    const newUrlAnswers: BrowserAnswer[] = []
    for (const [at, act] of [
      [2_500, change],
      [4_000, async () => newUrlAnswers.push(await viewerGet(NEW_VIEWER_URLS[0] ?? ''))],
      [LAST_CHANGE_AT, change],
      [7_000, async () => newUrlAnswers.push(await viewerGet(NEW_VIEWER_URLS[1] ?? ''))],
    ] as const) {
      await delay(started + at - Date.now())
      await act()
    }
    await flooding
    // A URL the gate just refused the flood is not remembered as refused: a viewer gets it.
    const refused = floodLog.findLast((entry) => entry.status === 429)
    expect(refused?.status, 'the flood was refused at the gate').toBe(429)
    const refusedAgain = await viewerGet(refused?.url ?? '')
    await Promise.all(viewers)
    const elapsedSeconds = (Date.now() - started) / 1000

    // Viewers: never refused, and each change seen within two cache TTLs.
    expect(new Set(seen.map((entry) => entry.status))).toEqual(new Set([200, 304]))
    for (const { url, at, etagBefore } of changes) {
      const first = seen.find((entry) => entry.url === url && entry.at >= at && entry.etag !== etagBefore)
      expect((first?.at ?? Infinity) - at, `ms until a viewer saw the change of ${url}`).toBeLessThanOrEqual(
        2 * TTL_SECONDS * 1000,
      )
    }
    // A URL opened for the first time during the flood is answered.
    expect(newUrlAnswers.map((answer) => answer.status)).toEqual([200, 200])
    expect(refusedAgain.status).toBe(200)

    // The flood: cache-busters refused at the edge, the rest mostly at the gate.
    expect(floodLog.length).toBeGreaterThan(FLOOD_PER_SECOND * 6)
    const floodStatuses = (statusOf: (url: string) => boolean) =>
      new Set(floodLog.filter((entry) => statusOf(entry.url)).map((entry) => entry.status))
    expect(floodStatuses((url) => url.includes('cb='))).toEqual(new Set([400]))
    expect(floodStatuses((url) => !url.includes('cb='))).toEqual(new Set([200, 429]))

    // The token's budget: nothing of the cache-busters, the gate's ceiling, never a 429 upstream.
    const upstream = proxy.upstreamRequests()
    expect(upstream.filter((entry) => entry.query.includes('cb='))).toEqual([])
    expect(upstream.filter((entry) => entry.rateLimited)).toEqual([])
    const { upstreamRatePerMinute, upstreamBurst } = SETTING_DEFAULTS
    expect(upstream.length).toBeLessThanOrEqual(
      upstreamBurst + 1 + (upstreamRatePerMinute * elapsedSeconds) / 60,
    )

    // The gate's refusals left nothing in the cache: every stored answer came from the API.
    const stored = (
      await readdir(join(proxy.runtimeDir, 'cache'), { recursive: true, withFileTypes: true })
    ).filter((entry) => entry.isFile()).length
    const fetched = new Set(upstream.map((entry) => `${entry.path}?${entry.query}`)).size
    expect(stored).toBeLessThanOrEqual(fetched)
  },
)
