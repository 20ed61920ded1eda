import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { DEMO_API_URL, demoToken, startDemoApi, type DemoApi } from '../../test-support/demo-api/viewer-fetch'
import { createApiClient } from './client'
import { ApiError, SchemaError } from './errors'

const { rolandGarros, livePadel } = LANDMARKS
const UNKNOWN_UUID = '7b0e4d52-1c7a-4b8e-9f3e-2a6d5c4b3a21'

function clientFor(api: DemoApi, options: { timeoutMs?: number; token?: string } = {}) {
  const token = options.token ?? demoToken(api)
  return createApiClient({ baseUrl: DEMO_API_URL, getToken: () => token, fetch: api.fetch, ...options })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => vi.useRealTimers())

describe('conditional requests, ETag readable', () => {
  it('send the ETag back exactly as received and reuse the very same object on 304', async () => {
    const api = startDemoApi()
    const client = clientFor(api)
    const first = await client.getRound(rolandGarros.roundIdx)
    const second = await client.getRound(rolandGarros.roundIdx)
    expect(second).toBe(first)
    const [cold, warm] = api.demo.controls.requests.entries()
    expect(cold?.status).toBe(200)
    expect(warm?.notModified).toBe(true)
    expect(api.sent[1]?.ifNoneMatch).toMatch(/^"[^"]+"$/)
    // Our own If-None-Match must not meet the browser's cache.
    expect(api.sent[1]?.cache).toBe('no-store')
  })

  it('refetch a 304 that has no remembered copy once, without the header', async () => {
    const api = startDemoApi()
    const client = clientFor(api)
    await client.getMe()
    const forgetful = createApiClient({
      baseUrl: DEMO_API_URL,
      getToken: () => demoToken(api),
      fetch: async (request) => {
        // The copy is forgotten while the conditional request is on its way (a sign-out, say).
        if (request.headers.has('If-None-Match')) forgetfulClient.forget()
        return api.fetch(request)
      },
    })
    const forgetfulClient = forgetful
    await forgetful.getMe()
    const me = await forgetful.getMe()
    expect(me.organization.idx).toBe(LANDMARKS.mainOrganization.idx)
    expect(api.sent.slice(-2).map((request) => request.ifNoneMatch === null)).toEqual([false, true])
    expect(api.demo.controls.requests.counters().notModified).toBe(1)
  })
})

describe('conditional requests, ETag hidden by CORS', () => {
  it('let the browser cache revalidate (cache: no-cache), never mixing in If-None-Match', async () => {
    const api = startDemoApi({ exposeEtag: false })
    const client = clientFor(api)
    const first = await client.getTournament(rolandGarros.tournamentIdx)
    const second = await client.getTournament(rolandGarros.tournamentIdx)
    expect(api.sent.map((request) => [request.cache, request.ifNoneMatch])).toEqual([
      ['no-cache', null],
      ['no-cache', null],
    ])
    // An unchanged body is not parsed again: the page keeps the same object.
    expect(second).toBe(first)
  })
})

describe('the rate budget', () => {
  // The pause's random part at its least: what these check is the wait the API asked for.
  beforeEach(() => void vi.spyOn(Math, 'random').mockReturnValue(0))
  afterEach(() => vi.restoreAllMocks())

  it('pauses every request after a per-token 429 until Retry-After has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const api = startDemoApi({ rateLimit: { perToken: 2 } })
    const client = clientFor(api)
    await client.getMe()
    await client.getTournament(rolandGarros.tournamentIdx)
    const limited = await failure(client.getRound(rolandGarros.roundIdx))
    expect(limited).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      rateLimitScope: 'token',
      retryable: true,
    })
    const retryAfter = limited.retryAfterSeconds ?? 0
    expect(retryAfter).toBeGreaterThan(0)
    expect(client.budget.getSnapshot()).toMatchObject({ remaining: 0, pauseScope: 'token' })

    const waiting = client.getMe()
    await vi.advanceTimersByTimeAsync(retryAfter * 1000 - 100)
    expect(api.sent).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(200)
    await waiting
    expect(api.sent).toHaveLength(4)
  })

  it('waits one rate window, not the day a 429 asks for, then sends again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const api = startDemoApi()
    api.demo.controls.faults.set({ rateLimitBurst: 1, rateLimitRetryAfterSeconds: 86_400 })
    const client = clientFor(api)
    const limited = await failure(client.getMe())
    expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 60, rateLimitScope: 'token' })
    const { pausedUntil, resetAt } = client.budget.getSnapshot()
    expect(pausedUntil).toBe(Date.now() + 60_000)
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000)

    const waiting = client.getMe()
    await vi.advanceTimersByTimeAsync(59_900)
    expect(api.sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect((await waiting).organization.idx).toBe(LANDMARKS.mainOrganization.idx)
    expect(api.sent).toHaveLength(2)
  })

  it('tells the per-IP 429 (no X-RateLimit-* headers) from the per-token one', async () => {
    const api = startDemoApi({ rateLimit: { perIp: 1 } })
    const client = clientFor(api)
    await client.getMe()
    const limited = await failure(client.getMe())
    expect(limited).toMatchObject({ status: 429, rateLimitScope: 'ip' })
    expect(client.budget.getSnapshot().pauseScope).toBe('ip')
  })

  it('records X-RateLimit-* from every response, 304s included', async () => {
    const api = startDemoApi()
    const client = clientFor(api)
    await client.getMe()
    await client.getMe()
    expect(client.budget.getSnapshot()).toMatchObject({ limit: 120, remaining: 118 })
  })
})

describe('errors', () => {
  it('carry the code of a 404 and of a malformed id', async () => {
    const client = clientFor(startDemoApi())
    expect(await failure(client.getRound(UNKNOWN_UUID))).toMatchObject({
      kind: 'http',
      status: 404,
      code: 'ROUND_NOT_FOUND',
      retryable: false,
    })
    expect(await failure(client.getTournament('not-a-uuid'))).toMatchObject({
      status: 400,
      code: 'INVALID_ID',
    })
  })

  it('carry the validation messages of a 400', async () => {
    const client = clientFor(startDemoApi())
    const error = await failure(client.listTournaments({ limit: 500 }))
    expect(error).toMatchObject({ status: 400, code: null, retryable: false })
    expect(error.messages.join(' ')).toMatch(/limit/)
  })

  it('tell the token problems apart', async () => {
    const api = startDemoApi()
    const cases = [
      ['expired', 401, 'EXPIRED_API_TOKEN'],
      ['wrongEnvironment', 401, 'INVALID_API_TOKEN'],
      ['noReadScope', 403, 'INSUFFICIENT_SCOPE'],
    ] as const
    for (const [name, status, code] of cases) {
      const error = await failure(clientFor(api, { token: demoToken(api, name) }).getMe())
      expect(error).toMatchObject({ status, code })
    }
  })

  it('tell a network failure, a timeout and a cut-off body apart', async () => {
    const api = startDemoApi()
    const client = clientFor(api, { timeoutMs: 200 })
    api.demo.controls.faults.set({ dropRate: 1 })
    expect(await failure(client.getMe())).toMatchObject({ kind: 'network', retryable: true })
    api.demo.controls.faults.clear()
    api.demo.controls.faults.set({ latencyMs: 1_000 })
    expect(await failure(client.getMe())).toMatchObject({ kind: 'timeout', retryable: true })
    api.demo.controls.faults.clear()
    api.demo.controls.faults.set({ malformedRate: 1 })
    expect(await failure(client.getMe())).toMatchObject({ kind: 'malformed-json', retryable: true })
  })

  it('name the operation and field of a body that does not fit the contract', async () => {
    const api = startDemoApi()
    const tournament = api.demo.dataset.tournaments.find((t) => t.idx === rolandGarros.tournamentIdx)
    Object.assign(tournament ?? {}, { name: 42 })
    const error = await failure(clientFor(api).getTournament(rolandGarros.tournamentIdx))
    expect(error).toBeInstanceOf(SchemaError)
    expect(error).toMatchObject({
      kind: 'schema',
      operation: 'getTournament',
      field: 'name',
      retryable: false,
    })
  })
})

describe('cancellation', () => {
  it('sends nothing for a call cancelled before it went out, and rejects with the abort', async () => {
    const api = startDemoApi()
    const cancel = new AbortController()
    const call = clientFor(api).getRound(rolandGarros.roundIdx, {}, { signal: cancel.signal })
    // The query's last observer left at once (React's StrictMode does this on every mount in dev).
    cancel.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(api.sent).toHaveLength(0)
  })

  it('stops waiting for an answer once the call is cancelled', async () => {
    const api = startDemoApi()
    api.demo.controls.faults.set({ latencyMs: 5_000 })
    const cancel = new AbortController()
    const call = clientFor(api).getRound(rolandGarros.roundIdx, {}, { signal: cancel.signal })
    const started = Date.now()
    setTimeout(() => cancel.abort(), 20)
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(api.sent).toHaveLength(1)
  })
})

describe('tolerance', () => {
  it('keeps an enum value the contract does not list', async () => {
    const api = startDemoApi()
    const tournament = api.demo.dataset.tournaments.find((t) => t.idx === rolandGarros.tournamentIdx)
    Object.assign(tournament ?? {}, { status: 'POSTPONED' })
    const read = await clientFor(api).getTournament(rolandGarros.tournamentIdx)
    expect(read.status).toBe('POSTPONED')
  })

  it('leaves relations that were not requested absent, and makes requested ones present', async () => {
    const client = clientFor(startDemoApi())
    const withSponsors = await client.getTournament(rolandGarros.tournamentIdx, { populate: ['sponsors'] })
    expect(withSponsors).not.toHaveProperty('club')
    expect(withSponsors).not.toHaveProperty('divisions')
    expect(Array.isArray(withSponsors.sponsors)).toBe(true)

    const byDefault = await client.getRound(livePadel.poolRoundIdx)
    expect(byDefault.games.length).toBeGreaterThan(0)
    for (const game of byDefault.games) expect(game).not.toHaveProperty('score')
    const scored = await client.getRound(livePadel.poolRoundIdx, { populate: ['games.score.sets'] })
    const scores = scored.games.flatMap((game) => (game.score === null ? [] : [game.score]))
    expect(scores.length).toBeGreaterThan(0)
    for (const score of scores) expect(Array.isArray(score.sets)).toBe(true)
  })
})

describe('the token', () => {
  it('travels in the Authorization header only, never in a URL, and only to the API origin', async () => {
    const api = startDemoApi()
    const token = demoToken(api)
    const client = clientFor(api)
    await client.getMe()
    await client.listTournaments({ status: 'IN_PROGRESS', sport: 'PADEL', limit: 5, populate: ['club'] })
    await client.listTeams(livePadel.tournamentIdx, { division: livePadel.menDivisionIdx })
    // An id crafted to leave the API origin stays a path segment of the API.
    await failure(client.getRound('https://evil.example/steal'))
    await failure(client.getRound('//evil.example'))
    await failure(client.getRound('..'))
    expect(api.sent.length).toBe(5)
    for (const request of api.sent) {
      expect(request.url.startsWith(`${DEMO_API_URL}/v1/external/`)).toBe(true)
      expect(request.url).not.toContain(token)
      expect(request.url).not.toContain(token.split('_').at(-1))
      expect(request.authorization).toBe(`Bearer ${token}`)
    }
  })

  it('sends populate as one comma list without spaces', async () => {
    const api = startDemoApi()
    await clientFor(api).getRound(rolandGarros.roundIdx, { populate: ['games.winner', 'draws.rounds.games'] })
    expect(new URL(api.sent[0]?.url ?? '').search).toBe('?populate=draws.rounds.games,games.winner')
  })

  it('is not sent at all in proxy mode', async () => {
    const api = startDemoApi()
    const client = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => null, fetch: api.fetch })
    expect(await failure(client.getMe())).toMatchObject({ status: 401, code: 'MISSING_API_TOKEN' })
    expect(api.sent[0]?.authorization).toBeNull()
  })
})
