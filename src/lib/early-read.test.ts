import { describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { createApiClient } from '../api/client'
import { roundQuery, tournamentOutlineQuery } from '../api/first-reads'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../test-support/demo-api/viewer-fetch'
import { ensureRead, readEarly } from './early-read'
import { createQueryClient } from './query-client'

const { rolandGarros } = LANDMARKS

function setUp() {
  const api = startDemoApi()
  const client = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
  return { api, client, queryClient: createQueryClient() }
}

const roundRequests = (api: ReturnType<typeof startDemoApi>, roundIdx: string) =>
  api.sent.filter((request) => new URL(request.url).pathname === `/v1/external/rounds/${roundIdx}`)

describe('a page’s first request sent by its route, taken by its loader', () => {
  it('sends the request at once; the loader gets that answer, without a second request', async () => {
    const { api, client, queryClient } = setUp()
    readEarly(queryClient, roundQuery(client, rolandGarros.roundIdx))
    // Sent before any loader asked.
    await vi.waitFor(() => expect(roundRequests(api, rolandGarros.roundIdx)).toHaveLength(1))
    const round = await ensureRead(queryClient, roundQuery(client, rolandGarros.roundIdx))
    expect(round.idx).toBe(rolandGarros.roundIdx)
    expect(round.draws?.[0]?.rounds).toHaveLength(7)
    expect(roundRequests(api, rolandGarros.roundIdx)).toHaveLength(1)
  })

  it('a page that cannot be read costs one request: the loader gets the early answer’s error', async () => {
    const { api, client, queryClient } = setUp()
    const unknown = '7e57e57e-0000-4000-8000-000000000000'
    readEarly(queryClient, roundQuery(client, unknown))
    // The 404 has come back before the loader asks (a page's chunk is slower than an answer).
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(ensureRead(queryClient, roundQuery(client, unknown))).rejects.toMatchObject({ status: 404 })
    expect(roundRequests(api, unknown)).toHaveLength(1)
    // Tried again (the page's "Try again"): a new request.
    readEarly(queryClient, roundQuery(client, unknown))
    await expect(ensureRead(queryClient, roundQuery(client, unknown))).rejects.toMatchObject({ status: 404 })
    expect(roundRequests(api, unknown)).toHaveLength(2)
  })

  it('sends nothing for what the cache holds, and a loader without an early read reads as before', async () => {
    const { api, client, queryClient } = setUp()
    const outline = tournamentOutlineQuery(client, rolandGarros.tournamentIdx)
    const read = await ensureRead(queryClient, outline)
    expect(read.divisions?.[0]?.rounds?.[0]?.idx).toBe(rolandGarros.roundIdx)
    readEarly(queryClient, outline)
    expect(await ensureRead(queryClient, outline)).toBe(read)
    expect(api.sent).toHaveLength(1)
  })
})
