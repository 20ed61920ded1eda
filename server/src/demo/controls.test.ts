import { describe, expect, it } from 'vitest'
import { createDemoApp } from '../app.ts'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, fakeClock, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

async function demoCall(
  demo: ReturnType<typeof createDemoApp>,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await demo.fetch(
    new Request(`http://demo.test/_demo${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
}

describe('Demo controls', () => {
  const clock = fakeClock()
  const client = apiClient({ now: clock.now, rateLimit: NO_RATE_LIMITS })
  const { demo } = client

  it('GET /_demo/health answers {ok: true}, also with the controls off', async () => {
    expect(await demoCall(demo, 'GET', '/health')).toEqual({ status: 200, body: { ok: true } })
    const off = createDemoApp({ demoControls: false })
    expect(await demoCall(off, 'GET', '/health')).toEqual({ status: 200, body: { ok: true } })
    expect((await demoCall(off, 'GET', '/credentials')).status).toBe(404)
  })

  it('GET /_demo/credentials lists the fixed demo tokens, the same on every run', async () => {
    const credentials = record((await demoCall(demo, 'GET', '/credentials')).body)
    expect(Object.keys(credentials).sort()).toEqual(
      ['expired', 'expiringSoon', 'main', 'many', 'noReadScope', 'second', 'wrongEnvironment'].sort(),
    )
    expect(record(record(credentials.many).organization).idx).toBe(LANDMARKS.manyOrganization.idx)
    expect(record(credentials.main).token).toBe('tr_test_CsDemoMainOrganizationRead000001')
    expect(createDemoApp().controls.credentials.main.token).toBe(record(credentials.main).token)
    expect(record(record(credentials.second).organization).idx).toBe(LANDMARKS.secondOrganization.idx)
    const soon = Date.parse(String(record(credentials.expiringSoon).expiresAt))
    expect(soon - clock.now()).toBeLessThan(14 * 86_400_000)
  })

  it('POST /_demo/tokens mints a token with its own budget; revoke and expire end it', async () => {
    const minted = await demoCall(demo, 'POST', '/tokens', { organization: 'second', name: 'e2e worker 1' })
    expect(minted.status).toBe(201)
    const token = record(minted.body)
    expect(String(token.token)).toMatch(/^tr_test_/)
    const me = await client.get('/v1/external/me', { token: String(token.token) })
    expect(record(record(me.body).organization).idx).toBe(LANDMARKS.secondOrganization.idx)
    expect(me.headers.get('X-RateLimit-Remaining')).toBe(String(NO_RATE_LIMITS.perToken - 1))
    await demoCall(demo, 'POST', `/tokens/${String(token.idx)}/expire`)
    expect(record((await client.get('/v1/external/me', { token: String(token.token) })).body).code).toBe(
      'EXPIRED_API_TOKEN',
    )
    await demoCall(demo, 'POST', `/tokens/${String(token.idx)}/revoke`)
    expect(record((await client.get('/v1/external/me', { token: String(token.token) })).body).code).toBe(
      'INVALID_API_TOKEN',
    )
    expect((await demoCall(demo, 'POST', '/tokens', { organization: 'nobody' })).status).toBe(400)
    expect((await demoCall(demo, 'POST', '/tokens/unknown/revoke')).status).toBe(404)
  })

  it('GET/POST /_demo/settings read and change the rate limits, ETag exposure and compression at run time', async () => {
    const local = apiClient({ now: fakeClock().now })
    const changed = await demoCall(local.demo, 'POST', '/settings', {
      rateLimit: { perToken: 2, windowSeconds: 5 },
      exposeEtag: false,
      compression: false,
    })
    expect(changed.body).toEqual({
      environment: 'test',
      rateLimit: { perToken: 2, perIp: 300, windowSeconds: 5 },
      exposeEtag: false,
      compression: false,
    })
    const first = await local.get('/v1/external/me')
    expect(first.headers.get('X-RateLimit-Limit')).toBe('2')
    expect(first.headers.get('Access-Control-Expose-Headers')).not.toContain('ETag')
    await local.get('/v1/external/me')
    expect((await local.get('/v1/external/me')).headers.get('Retry-After')).toBe('5')
    const roundAsBrowser = await local.get(`/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`, {
      token: local.demo.controls.mintToken().token,
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(roundAsBrowser.headers.get('Content-Encoding')).toBeNull()
    expect(record(roundAsBrowser.body).idx).toBe(LANDMARKS.rolandGarros.roundIdx)
    expect((await demoCall(local.demo, 'POST', '/settings', { rateLimit: { perToken: 0 } })).status).toBe(400)
    expect((await demoCall(local.demo, 'POST', '/settings', '{not json')).status).toBe(400)
  })

  it('/_demo/simulation switches the simulation, sets its speed and steps it', async () => {
    const local = createDemoApp({ now: fakeClock().now })
    const on = record((await demoCall(local, 'POST', '/simulation', { running: true, speed: 5 })).body)
    expect(on).toMatchObject({ running: true, speed: 5, intervalMs: 2000 })
    const off = record((await demoCall(local, 'POST', '/simulation', { running: false })).body)
    expect(off.running).toBe(false)
    const stepped = record(
      (
        await demoCall(local, 'POST', '/simulation/step', {
          events: 4,
          tournamentIdx: LANDMARKS.livePadel.tournamentIdx,
        })
      ).body,
    )
    expect(list(stepped.events)).toHaveLength(4)
    expect(
      list(stepped.events).every((event) => event.tournamentIdx === LANDMARKS.livePadel.tournamentIdx),
    ).toBe(true)
    expect(record((await demoCall(local, 'GET', '/simulation')).body).eventsApplied).toBe(4)
  })

  it('GET /_demo/requests logs method, path, query, status, 304s, 429s and the token idx (never the secret)', async () => {
    const local = apiClient({ now: fakeClock().now, rateLimit: { perToken: 3 } })
    const path = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`
    const first = await local.get(`${path}?populate=games`)
    await local.get(`${path}?populate=games`, {
      headers: { 'If-None-Match': first.headers.get('ETag') ?? '' },
    })
    await local.get('/v1/external/me')
    await local.get('/v1/external/me')
    const other = local.demo.controls.mintToken()
    await local.get('/v1/external/me', { token: other.token })
    const log = record(
      (await demoCall(local.demo, 'GET', `/requests?token=${local.demo.controls.credentials.main.idx}`)).body,
    )
    const entries = list(log.entries)
    expect(entries.map((entry) => [entry.method, entry.path, entry.query, entry.status])).toEqual([
      ['GET', path, 'populate=games', 200],
      ['GET', path, 'populate=games', 304],
      ['GET', '/v1/external/me', '', 200],
      ['GET', '/v1/external/me', '', 429],
    ])
    expect(log.counters).toMatchObject({
      total: 4,
      notModified: 1,
      rateLimited: 1,
      byStatus: { 200: 2, 304: 1, 429: 1 },
    })
    expect(JSON.stringify(log)).not.toContain(local.token)
    const after = record(
      (await demoCall(local.demo, 'GET', `/requests?after=${String(entries[2]?.seq)}`)).body,
    )
    expect(list(after.entries)).toHaveLength(2)
    expect(record((await demoCall(local.demo, 'GET', '/requests?entries=false')).body)).not.toHaveProperty(
      'entries',
    )
    await demoCall(local.demo, 'DELETE', '/requests')
    expect(record(record((await demoCall(local.demo, 'GET', '/requests')).body).counters).total).toBe(0)
    expect((await demoCall(local.demo, 'GET', '/requests?since=yesterday')).status).toBe(400)
  })

  it('X-Demo-Client-Ip chooses the address of the per-IP ceiling, only when the option asks for it', async () => {
    const asking = apiClient({ clientIpHeader: true, now: fakeClock().now, rateLimit: { perIp: 1 } })
    const as = (client: typeof asking, address: string) =>
      client.get('/v1/external/me', { headers: { 'X-Demo-Client-Ip': address } })
    expect((await as(asking, '10.0.0.1')).status).toBe(200)
    expect((await as(asking, '10.0.0.2')).status).toBe(200)
    expect((await as(asking, '10.0.0.1')).status).toBe(429)
    // By default the header is ignored: anyone could otherwise pick a fresh address per request.
    const byDefault = apiClient({ now: fakeClock().now, rateLimit: { perIp: 1 } })
    expect((await as(byDefault, '10.0.0.1')).status).toBe(200)
    expect((await as(byDefault, '10.0.0.2')).status).toBe(429)
  })

  it('POST /_demo/reset goes back to the initial dataset (and ETags with it)', async () => {
    const local = apiClient({ now: fakeClock().now, rateLimit: NO_RATE_LIMITS })
    const path = `/v1/external/rounds/${LANDMARKS.livePadel.womenBracketRoundIdx}`
    const before = (await local.get(path)).headers.get('ETag')
    local.demo.controls.simulation.step(40, LANDMARKS.livePadel.tournamentIdx)
    expect((await local.get(path)).headers.get('ETag')).not.toBe(before)
    expect((await demoCall(local.demo, 'POST', '/reset')).body).toEqual({ ok: true })
    expect((await local.get(path)).headers.get('ETag')).toBe(before)
  })
})
