import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const SIX_OPERATIONS = [
  '/v1/external/me',
  '/v1/external/tournaments',
  `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`,
  `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}/divisions`,
  `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}/teams`,
  `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`,
]

describe('Endpoints: conditional requests', () => {
  it('every 200 carries a strong ETag; If-None-Match with it answers 304 with no body', async () => {
    for (const path of SIX_OPERATIONS) {
      const first = await client.get(path)
      const etag = first.headers.get('ETag') ?? ''
      expect(etag, path).toMatch(/^"[^"]+"$/)
      const again = await client.get(path, { headers: { 'If-None-Match': etag } })
      expect(again.status, path).toBe(304)
      expect(again.text).toBe('')
      expect(again.headers.get('ETag')).toBe(etag)
    }
  })

  it('a different body has a different tag; an old tag, a list of tags, and * are handled', async () => {
    const round = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`
    const etag = (await client.get(round)).headers.get('ETag') ?? ''
    const other = (await client.get(`${round}?populate=games`)).headers.get('ETag')
    expect(other).not.toBe(etag)
    expect((await client.get(round, { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200)
    expect((await client.get(round, { headers: { 'If-None-Match': `"stale", ${etag}` } })).status).toBe(304)
    expect((await client.get(round, { headers: { 'If-None-Match': '*' } })).status).toBe(304)
  })

  it('compresses a body of 1 KB or more in br or gzip, as Accept-Encoding asks, each with its own strong tag', async () => {
    const round = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`
    const plain = await client.get(round)
    const plainTag = plain.headers.get('ETag') ?? ''
    const cases = [
      { accept: 'gzip, deflate', coding: 'gzip' }, // Node's fetch
      { accept: 'gzip, deflate, br, zstd', coding: 'br' }, // Chromium over HTTPS
      { accept: 'br;q=0.5, gzip', coding: 'gzip' },
      { accept: '*', coding: 'br' },
    ]
    for (const { accept, coding } of cases) {
      const response = await client.demo.fetch(
        new Request(`http://demo.test${round}`, {
          headers: { Authorization: `Bearer ${client.token}`, 'Accept-Encoding': accept },
        }),
      )
      expect(response.headers.get('Content-Encoding'), accept).toBe(coding)
      expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.length, accept).toBeLessThan(plain.text.length / 5)
      const decoded = coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)
      expect(decoded.toString('utf8'), accept).toBe(plain.text)
      const etag = response.headers.get('ETag') ?? ''
      expect(etag, accept).toBe(`${plainTag.slice(0, -1)}-${coding}"`)
      // Every tag names the same data: a client that switched encodings still gets its 304.
      expect((await client.get(round, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    }
  })

  it('sends small bodies, and bodies to a client that takes neither br nor gzip, as they are', async () => {
    const small = await client.get('/v1/external/me', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(small.headers.get('Content-Encoding')).toBeNull()
    const round = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`
    for (const refusal of ['identity', 'gzip;q=0, deflate', 'deflate', 'br;q=0, gzip;q=0, *']) {
      const answer = await client.get(round, { headers: { 'Accept-Encoding': refusal } })
      expect(answer.headers.get('Content-Encoding'), refusal).toBeNull()
      expect(record(answer.body).idx, refusal).toBe(LANDMARKS.rolandGarros.roundIdx)
    }
  })

  it('sends every answer as it is while compression is off (option, or at run time)', async () => {
    const round = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`
    const off = apiClient({ compression: false, rateLimit: NO_RATE_LIMITS })
    const asBrowser = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }
    const plain = await off.get(round, asBrowser)
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('ETag')).toBe((await off.get(round)).headers.get('ETag'))
    expect(record(plain.body).idx).toBe(LANDMARKS.rolandGarros.roundIdx)
    off.demo.controls.updateSettings({ compression: true })
    const on = await off.demo.fetch(
      new Request(`http://demo.test${round}`, {
        headers: { Authorization: `Bearer ${off.token}`, ...asBrowser.headers },
      }),
    )
    expect(on.headers.get('Content-Encoding')).toBe('br')
  })

  it('answers HEAD like GET without a body', async () => {
    const answer = await client.get('/v1/external/me', { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.text).toBe('')
    expect(answer.headers.get('ETag')).not.toBeNull()
  })
})

describe('CORS for browsers on other origins', () => {
  it('the preflight allows GET with Authorization and If-None-Match, named (not *), with no token needed', async () => {
    const answer = await client.get('/v1/external/tournaments', {
      method: 'OPTIONS',
      token: null,
      headers: {
        Origin: 'https://club.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,if-none-match',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(answer.headers.get('Access-Control-Allow-Methods')).toContain('GET')
    const allowed = (answer.headers.get('Access-Control-Allow-Headers') ?? '').split(/,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['Authorization', 'If-None-Match']))
    expect(allowed).not.toContain('*')
  })

  it('every answer allows any origin and exposes the rate headers, errors included', async () => {
    for (const token of [client.token, null]) {
      const answer = await client.get('/v1/external/me', {
        token,
        headers: { Origin: 'https://club.example' },
      })
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
      expect(answer.headers.get('Access-Control-Expose-Headers')).toContain('X-RateLimit-Remaining')
    }
  })

  it('exposes ETag only while the switch is on (option and run time)', async () => {
    const exposed = async (target: typeof client) =>
      ((await target.get('/v1/external/me')).headers.get('Access-Control-Expose-Headers') ?? '').split(/,\s*/)
    expect(await exposed(client)).toContain('ETag')
    const hidden = apiClient({ exposeEtag: false })
    expect(await exposed(hidden)).not.toContain('ETag')
    expect(await exposed(hidden)).toContain('Retry-After')
    hidden.demo.controls.updateSettings({ exposeEtag: true })
    expect(await exposed(hidden)).toContain('ETag')
  })
})
