/**
 * The micro-cache's promise to the token budget and to the screens: however many viewers poll,
 * a URL costs at most one upstream request per TTL, counted by the demo API; and when the API is
 * down, failing or refusing, viewers keep the last good answer.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks.ts'
import type { RequestLogEntry } from '../../server/src/http/request-log.ts'
import { type ProxyHarness, startProxyHarness } from '../../test-support/nginx/proxy-harness.ts'

const TTL_SECONDS = 2
const ROUND = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`
// The same round as a screen with bracket scores would ask for it (populate sorted, as the viewer
// sends it and the proxy passes it on): a second URL, a second entry.
const ROUND_WITH_SCORES = `${ROUND}?populate=division,draws.rounds.games.awayTeam,draws.rounds.games.homeTeam,draws.rounds.games.score.sets`
const LIVE_ROUND = `/v1/external/rounds/${LANDMARKS.livePadel.bracketRoundIdx}`

let proxy: ProxyHarness

beforeAll(async () => {
  proxy = await startProxyHarness({ ttlSeconds: TTL_SECONDS })
}, 30_000)

afterEach(async () => {
  proxy.demo.controls.faults.clear()
  await proxy.startApi()
})

afterAll(async () => {
  await proxy?.close()
})

function upstreamUrl(entry: RequestLogEntry): string {
  return entry.query ? `${entry.path}?${entry.query}` : entry.path
}

function upstreamCount(url: string, since = 0): number {
  return proxy.upstreamRequests(ROUND).filter((entry) => upstreamUrl(entry) === url && entry.seq > since)
    .length
}

interface Tally {
  requests: number
  statuses: Record<number, number>
}

/** One viewer: polls `url` every second with its last ETag, as the viewer's API client does. */
async function viewer(url: string, until: number, tally: Tally): Promise<void> {
  let etag: string | null = null
  await delay(Math.random() * 1_000)
  while (Date.now() < until) {
    const response: Response = await fetch(`${proxy.proxyUrl}${url}`, {
      headers: etag ? { 'If-None-Match': etag } : {},
      signal: AbortSignal.timeout(5_000),
    })
    await response.arrayBuffer()
    tally.requests++
    tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1
    if (response.status === 200) etag = response.headers.get('etag')
    await delay(1_000)
  }
}

describe('200 viewers polling one round', () => {
  it('cost at most one upstream request per URL per TTL', { timeout: 60_000 }, async () => {
    const viewers = 200
    const durationMs = 12_000
    const urls = [ROUND, ROUND_WITH_SCORES]
    const tally: Tally = { requests: 0, statuses: {} }
    const started = Date.now()
    await Promise.all(
      Array.from({ length: viewers }, (_, i) =>
        viewer(urls[i % urls.length] ?? ROUND, started + durationMs, tally),
      ),
    )
    const elapsedSeconds = (Date.now() - started) / 1000

    expect(Object.keys(tally.statuses).sort()).toEqual(['200', '304'])
    // About 12 polls each (six TTLs); fewer on a loaded CI machine, but the load must have been sustained.
    expect(tally.requests).toBeGreaterThan(viewers * 6)
    const allowed = Math.floor(elapsedSeconds / TTL_SECONDS) + 1
    for (const url of urls) {
      const count = upstreamCount(url)
      expect(count, `upstream requests for ${url} in ${elapsedSeconds} s`).toBeLessThanOrEqual(allowed)
      // It kept refreshing: a changed score would have shown within a TTL or so.
      expect(count, `upstream requests for ${url}`).toBeGreaterThanOrEqual(allowed / 2)
    }
    const upstream = proxy.upstreamRequests(ROUND)
    // Refreshes are conditional, and the token's budget was never hit.
    expect(upstream.filter((entry) => entry.notModified).length).toBeGreaterThan(0)
    expect(upstream.filter((entry) => entry.rateLimited)).toEqual([])
  })
})

describe('when the API fails', () => {
  /** Polls `url` five times a second for `seconds`; returns every answer's status and body. */
  async function pollFor(url: string, seconds: number): Promise<{ status: number; body: string }[]> {
    const answers: { status: number; body: string }[] = []
    for (const end = Date.now() + seconds * 1000; Date.now() < end; await delay(200)) {
      const { status, body } = await proxy.get(url)
      answers.push({ status, body })
    }
    return answers
  }

  it('keeps serving the last good answer while the demo API is down, and catches up after', async () => {
    const good = await proxy.get(LIVE_ROUND)
    expect(good.status).toBe(200)
    await proxy.stopApi()
    await delay(TTL_SECONDS * 1000 + 200)

    const during = await pollFor(LIVE_ROUND, 2 * TTL_SECONDS)
    expect(during.length).toBeGreaterThan(10)
    for (const answer of during) expect(answer).toEqual({ status: 200, body: good.body })
    // A URL never fetched has nothing to fall back on: an error in the API's shape, not stored.
    const unknown = await proxy.get(`/v1/external/tournaments/${LANDMARKS.livePadel.tournamentIdx}/teams`)
    expect(unknown.status).toBe(502)
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'UPSTREAM_UNREACHABLE' })
    expect(unknown.headers.get('cache-control')).toBe('no-store')

    await proxy.startApi()
    const before = proxy.upstreamRequests(LIVE_ROUND).length
    for (let attempt = 0; attempt < 20 && proxy.upstreamRequests(LIVE_ROUND).length === before; attempt++) {
      await proxy.get(LIVE_ROUND)
      await delay(250)
    }
    expect(proxy.upstreamRequests(LIVE_ROUND).length).toBeGreaterThan(before)
  }, 30_000)

  it.each([
    ['answers 503', { errorRate: 1, errorStatus: 503 }],
    ['answers 429', { rateLimitBurst: 1_000, rateLimitKind: 'token' as const }],
  ])(
    'keeps the last good answer while the API %s, still one request per TTL',
    async (_name, fault) => {
      const good = await proxy.get(ROUND)
      expect(good.status).toBe(200)
      const lastSeq = proxy.upstreamRequests().at(-1)?.seq ?? 0
      proxy.demo.controls.faults.set({ ...fault, pathPrefix: ROUND })

      const windowSeconds = 3 * TTL_SECONDS
      const during = await pollFor(ROUND, windowSeconds)
      for (const answer of during) expect(answer).toEqual({ status: 200, body: good.body })
      const refused = proxy.upstreamRequests(ROUND).filter((entry) => entry.seq > lastSeq)
      expect(refused.length).toBeGreaterThan(0)
      expect(refused.length).toBeLessThanOrEqual(windowSeconds / TTL_SECONDS + 1)
      expect(upstreamCount(ROUND, lastSeq)).toBe(refused.length)
    },
    30_000,
  )
})
