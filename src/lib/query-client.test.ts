import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { createApiClient } from '../api/client'
import type { ApiError } from '../api/errors'
import { SchemaError } from '../api/errors'
import { meQueries, roundQueries, tournamentQueries } from '../api/queries'
import { DEFAULT_RETRY_POLICY } from '../api/retry'
import { DEMO_API_URL, demoToken, startDemoApi, type DemoApi } from '../../test-support/demo-api/viewer-fetch'
import { createQueryClient } from './query-client'

const { rolandGarros, livePadel } = LANDMARKS

function setUp(random = Math.random) {
  const api = startDemoApi()
  const client = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
  const queryClient = createQueryClient({ retryPolicy: { ...DEFAULT_RETRY_POLICY, random } })
  return { api, client, queryClient }
}

const gaps = (api: DemoApi) => api.sent.slice(1).map((request, i) => request.at - (api.sent[i]?.at ?? 0))

afterEach(() => vi.useRealTimers())

describe('the QueryClient defaults', () => {
  it('retry a 5xx with exponential backoff and full jitter, a bounded number of times', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    for (const random of [0.999, 0.5]) {
      const { api, client, queryClient } = setUp(() => random)
      api.demo.controls.faults.set({ errorRate: 1, errorStatus: 503 })
      const result = queryClient.fetchQuery(meQueries.detail(client)).catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(await result).toMatchObject({ status: 503, retryable: true })
      expect(api.sent).toHaveLength(DEFAULT_RETRY_POLICY.maxRetries + 1)
      gaps(api).forEach((gap, attempt) => {
        const ceiling = DEFAULT_RETRY_POLICY.baseDelayMs * 2 ** attempt
        expect(gap).toBeGreaterThanOrEqual(Math.floor(ceiling * random) - 1)
        expect(gap).toBeLessThan(ceiling)
      })
    }
  })

  it('recover when the service comes back during the retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { api, client, queryClient } = setUp(() => 0.5)
    api.demo.controls.faults.set({ errorRate: 1 })
    const result = queryClient.fetchQuery(meQueries.detail(client))
    await vi.advanceTimersByTimeAsync(600)
    api.demo.controls.faults.clear()
    await vi.advanceTimersByTimeAsync(2_000)
    expect((await result).organization.idx).toBe(LANDMARKS.mainOrganization.idx)
  })

  it('never retry a 400 or a 404', async () => {
    const { api, client, queryClient } = setUp()
    await expect(
      queryClient.fetchQuery(roundQueries.detail(client, '7b0e4d52-1c7a-4b8e-9f3e-2a6d5c4b3a21')),
    ).rejects.toMatchObject({ status: 404 })
    await expect(queryClient.fetchQuery(roundQueries.detail(client, 'not-an-id'))).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_ID',
    })
    expect(api.sent).toHaveLength(2)
  })

  it('retry a 429 only after its Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { api, client, queryClient } = setUp(() => 0)
    api.demo.controls.faults.set({ rateLimitBurst: 1, rateLimitRetryAfterSeconds: 3 })
    const result = queryClient.fetchQuery(meQueries.detail(client))
    await vi.advanceTimersByTimeAsync(2_900)
    expect(api.sent).toHaveLength(1)
    // The wait is the Retry-After and a random part of it more (at most half), so tabs stopped
    // together do not come back together.
    await vi.advanceTimersByTimeAsync(1_700)
    await result
    expect(api.sent).toHaveLength(2)
    expect(gaps(api)[0]).toBeGreaterThanOrEqual(3_000)
    expect(gaps(api)[0]).toBeLessThanOrEqual(4_500)
  })

  it('keep one bad response to its own query: the others load', async () => {
    const { api, client, queryClient } = setUp()
    const broken = api.demo.dataset.tournaments.find((t) => t.idx === rolandGarros.tournamentIdx)
    Object.assign(broken ?? {}, { startDate: { not: 'a date' } })
    const [bad, me, other] = await Promise.allSettled([
      queryClient.fetchQuery(tournamentQueries.detail(client, rolandGarros.tournamentIdx)),
      queryClient.fetchQuery(meQueries.detail(client)),
      queryClient.fetchQuery(tournamentQueries.detail(client, livePadel.tournamentIdx)),
    ])
    expect(bad.status === 'rejected' && bad.reason).toBeInstanceOf(SchemaError)
    expect(bad.status === 'rejected' && (bad.reason as ApiError).operation).toBe('getTournament')
    expect(me.status).toBe('fulfilled')
    expect(other.status).toBe('fulfilled')
    // Not retried: the same body would fail the same way.
    expect(api.sent.filter((request) => request.url.includes(rolandGarros.tournamentIdx))).toHaveLength(1)
  })
})
