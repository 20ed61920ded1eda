import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import {
  DEMO_API_URL,
  demoToken,
  startDemoApi,
  type DemoApi,
} from '../../../test-support/demo-api/viewer-fetch'
import { createApiClient } from '../client'
import { memoryAnswerStore, type AnswerStore } from './answer-store'

const { rolandGarros } = LANDMARKS

/** A client over the demo API whose network can be cut, keeping answers in `store` under `scope`. */
function deviceWith(api: DemoApi, store: AnswerStore, connection: { scope: string | null; token?: string }) {
  const network = { up: true }
  const token = connection.token ?? demoToken(api)
  const client = createApiClient({
    baseUrl: DEMO_API_URL,
    getToken: () => token,
    fetch: async (request) => {
      if (!network.up) throw new TypeError('Failed to fetch')
      return api.fetch(request)
    },
    answers: { store, scope: () => connection.scope },
  })
  return { client, network, connection }
}

/** What the page says "no connection" for: an ApiError of kind 'network'. */
const NO_CONNECTION = { kind: 'network' }

/** Lets the store's writes, which the client does not wait for, land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('answers kept for a start without network', () => {
  it('a page started offline gets the last good answer, says how old it is, and lets go once the API answers', async () => {
    const api = startDemoApi()
    const store = memoryAnswerStore()
    const before = Date.now()
    const first = deviceWith(api, store, { scope: 'connection-a' })
    const online = await first.client.getRound(rolandGarros.roundIdx)
    await settle()

    // The page reloads (a new client, nothing in memory) with the network down.
    const reloaded = deviceWith(api, store, { scope: 'connection-a' })
    reloaded.network.up = false
    const offline = await reloaded.client.getRound(rolandGarros.roundIdx)
    expect(offline).toEqual(online)
    const shownFrom = reloaded.client.storedAnswersShown.getSnapshot()
    expect(shownFrom).toBeGreaterThanOrEqual(before)
    expect(shownFrom).toBeLessThanOrEqual(Date.now())

    reloaded.network.up = true
    await reloaded.client.getRound(rolandGarros.roundIdx)
    expect(reloaded.client.storedAnswersShown.getSnapshot()).toBeNull()
  })

  it('an outage after the page had its answer is an error (the page keeps what it shows and says it reconnects)', async () => {
    const api = startDemoApi()
    const device = deviceWith(api, memoryAnswerStore(), { scope: 'connection-a' })
    await device.client.getTournament(rolandGarros.tournamentIdx)
    await settle()
    device.network.up = false
    await expect(device.client.getTournament(rolandGarros.tournamentIdx)).rejects.toMatchObject(NO_CONNECTION)
    expect(device.client.storedAnswersShown.getSnapshot()).toBeNull()
  })

  it('another connection (another token, so maybe another organization) never reads them', async () => {
    const api = startDemoApi()
    const store = memoryAnswerStore()
    await deviceWith(api, store, { scope: 'connection-a' }).client.getTournament(rolandGarros.tournamentIdx)
    await settle()
    const other = deviceWith(api, store, { scope: 'connection-b' })
    other.network.up = false
    await expect(other.client.getTournament(rolandGarros.tournamentIdx)).rejects.toMatchObject(NO_CONNECTION)
  })

  it('keep the body only: not the identity answer, no header, never the token', async () => {
    const api = startDemoApi()
    const written: { key: string; text: string; as: string }[] = []
    const store = memoryAnswerStore()
    const spy: AnswerStore = {
      ...store,
      write: async (key, { body, savedAt }) => {
        const text = typeof body === 'string' ? body : await new Response(body).text()
        written.push({ key, text, as: typeof body === 'string' ? 'text' : 'the response’s own body' })
        await store.write(key, { body: text, savedAt })
      },
    }
    const token = demoToken(api)
    const { client } = deviceWith(api, spy, { scope: 'connection-a', token })
    await client.getMe()
    await client.listTournaments()
    await settle()
    expect(written.map(({ key }) => key)).toEqual([`connection-a ${DEMO_API_URL}/v1/external/tournaments`])
    expect(JSON.stringify(written)).not.toContain(token)
    // Written from the body as it came, not encoded again from its text on the main thread.
    expect(written.map(({ as }) => as)).toEqual(['the response’s own body'])
    expect(JSON.parse(written[0]!.text)).toHaveProperty('data')
  })

  it('an answer arriving after sign-out is not kept', async () => {
    const api = startDemoApi()
    const store = memoryAnswerStore()
    const device = deviceWith(api, store, { scope: 'connection-a' })
    const reading = device.client.getTournament(rolandGarros.tournamentIdx)
    device.connection.scope = null
    await reading
    await settle()
    expect(store.size).toBe(0)
  })

  it('a stored answer the schema no longer accepts is not shown: the page says it cannot connect', async () => {
    const api = startDemoApi()
    const store = memoryAnswerStore()
    await store.write(`connection-a ${DEMO_API_URL}/v1/external/tournaments`, {
      body: '{"data": "not a list"}',
      savedAt: 1,
    })
    const device = deviceWith(api, store, { scope: 'connection-a' })
    device.network.up = false
    await expect(device.client.listTournaments()).rejects.toMatchObject(NO_CONNECTION)
  })

  it('with no connection to keep them under (an embed), nothing is kept', async () => {
    const api = startDemoApi()
    const store = memoryAnswerStore()
    await deviceWith(api, store, { scope: null }).client.getTournament(rolandGarros.tournamentIdx)
    await settle()
    expect(store.size).toBe(0)
  })
})
