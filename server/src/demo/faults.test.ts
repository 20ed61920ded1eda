import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, fakeClock, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const me = '/v1/external/me'
const setup = () => apiClient({ now: fakeClock().now, rateLimit: NO_RATE_LIMITS })

describe('Fault injection', () => {
  it('adds latency', async () => {
    const client = setup()
    client.demo.controls.faults.set({ latencyMs: 60 })
    const started = performance.now()
    expect((await client.get(me)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('answers a share of requests with a 5xx, spread evenly', async () => {
    const client = setup()
    client.demo.controls.faults.set({ errorRate: 0.5, errorStatus: 502 })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await client.get(me)).status)
    expect(statuses).toEqual([200, 502, 200, 502, 200, 502])
  })

  it('answers bursts of 429 with Retry-After, as a token ceiling or an IP ceiling, without spending budget', async () => {
    const client = setup()
    const { faults } = client.demo.controls
    faults.set({ rateLimitBurst: 2, rateLimitRetryAfterSeconds: 7 })
    const first = await client.get(me)
    expect(first.status).toBe(429)
    expect(record(first.body).code).toBe('RATE_LIMITED')
    expect(first.headers.get('Retry-After')).toBe('7')
    expect(first.headers.get('X-RateLimit-Remaining')).toBe('0')
    expect((await client.get(me)).status).toBe(429)
    const after = await client.get(me)
    expect(after.status).toBe(200)
    expect(after.headers.get('X-RateLimit-Remaining')).toBe(String(NO_RATE_LIMITS.perToken - 1))
    faults.set({ rateLimitBurst: 1, rateLimitKind: 'ip' })
    const ip = await client.get(me)
    expect(ip.status).toBe(429)
    expect(ip.headers.get('X-RateLimit-Remaining')).toBeNull()
  })

  it('sends malformed JSON bodies (without an ETag)', async () => {
    const client = setup()
    client.demo.controls.faults.set({ malformedRate: 1 })
    const response = await client.demo.fetch(
      new Request(`http://demo.test/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`, {
        headers: { Authorization: `Bearer ${client.token}` },
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('ETag')).toBeNull()
    await expect(response.json()).rejects.toThrow()
  })

  it('cuts the JSON of a br or gzip answer, not its stream: the client reads half a JSON text', async () => {
    const client = setup()
    client.demo.controls.faults.set({ malformedRate: 1 })
    for (const coding of ['gzip', 'br']) {
      const response = await client.demo.fetch(
        new Request(`http://demo.test/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`, {
          headers: { Authorization: `Bearer ${client.token}`, 'Accept-Encoding': coding },
        }),
      )
      expect(response.headers.get('Content-Encoding'), coding).toBeNull()
      const text = await response.text()
      expect(text.startsWith('{"idx":'), coding).toBe(true)
      expect(() => JSON.parse(text), coding).toThrow(SyntaxError)
    }
  })

  it('drops connections: the in-process fetch rejects like a network error, and the log says 0', async () => {
    const client = setup()
    client.demo.controls.faults.set({ dropRate: 1 })
    await expect(client.get(me)).rejects.toThrow(TypeError)
    expect(client.demo.controls.requests.entries().at(-1)).toMatchObject({ status: 0, fault: 'drop' })
  })

  it('can be kept to one token or one path, so parallel tests do not disturb each other', async () => {
    const client = setup()
    const victim = client.demo.controls.mintToken()
    client.demo.controls.faults.set({ errorRate: 1, tokenIdx: victim.idx })
    expect((await client.get(me, { token: victim.token })).status).toBe(503)
    expect((await client.get(me)).status).toBe(200)
    client.demo.controls.faults.set({ tokenIdx: null, pathPrefix: '/v1/external/rounds' })
    expect((await client.get(me)).status).toBe(200)
    expect((await client.get(`/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`)).status).toBe(503)
  })

  it('switches on and off at run time, over HTTP too', async () => {
    const client = setup()
    const post = (body: unknown) =>
      client.demo.fetch(
        new Request('http://demo.test/_demo/faults', { method: 'POST', body: JSON.stringify(body) }),
      )
    expect((await post({ errorRate: 1 })).status).toBe(200)
    expect((await client.get(me)).status).toBe(503)
    expect((await post({ errorRate: 2 })).status).toBe(400)
    await client.demo.fetch(new Request('http://demo.test/_demo/faults', { method: 'DELETE' }))
    expect(client.demo.controls.faults.active).toBe(false)
    expect((await client.get(me)).status).toBe(200)
  })
})
