/**
 * What a browser can and cannot get through the proxy: no token, no say over what the upstream
 * receives, only the five read operations the viewer uses (not getMe, which would describe the
 * proxy's token), 304s for unchanged data, and the headers a deployment promises (CSP with
 * frame-ancestors, Referrer-Policy, caching).
 */
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks.ts'
import {
  FAKE_SCRIPT,
  FAKE_STYLES,
  type ProxyHarness,
  startProxyHarness,
} from '../../test-support/nginx/proxy-harness.ts'

const FRAME_ANCESTORS = "'self' https://club.example https://*.club.example"
const { rolandGarros, livePadel } = LANDMARKS
const ROUND = `/v1/external/rounds/${rolandGarros.roundIdx}`
const TOURNAMENT = `/v1/external/tournaments/${rolandGarros.tournamentIdx}`

let proxy: ProxyHarness

beforeAll(async () => {
  proxy = await startProxyHarness({ ttlSeconds: 2, env: { PROXY_FRAME_ANCESTORS: FRAME_ANCESTORS } })
}, 30_000)

afterAll(async () => {
  await proxy?.close()
})

/** The raw request line as sent, which `fetch` would normalise (`..`, `%2e`). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject).end()
  })
}

/** A GET's status, headers and body bytes as they came over the wire (`fetch` would decode them). */
function bytesOf(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject).end()
  })
}

describe('the operations the viewer uses pass, read-only', () => {
  it.each([
    '/v1/external/tournaments?status=COMPLETED&limit=5',
    TOURNAMENT,
    `${TOURNAMENT}/divisions`,
    `${TOURNAMENT}/teams`,
    ROUND,
  ])('GET %s answers 200 from the upstream', async (path) => {
    const answer = await proxy.get(path)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('application/json')
  })

  it('answers HEAD too', async () => {
    expect((await proxy.get(ROUND, { method: 'HEAD' })).status).toBe(200)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('refuses %s with 405 and Allow', async (method) => {
    const answer = await proxy.get(ROUND, { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, HEAD')
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' })
  })

  it.each([
    '/v1/external/me',
    '/v1/external/me?populate=token',
    '/v1/external/rounds',
    '/v1/external/me/',
    `${TOURNAMENT}/games`,
    `${ROUND}/games`,
    '/v1/external/rounds/..%2F..%2F_demo%2Fcredentials',
    '/v1/external/rounds/%2e%2e/%2e%2e/_demo/credentials',
    '/v1/external/tournaments/../../_demo/credentials',
    '/v1//external/me',
    '/v1/internal/anything',
  ])('refuses %s with 404, before the upstream', async (path) => {
    const before = proxy.upstreamRequests().length
    const answer = await rawGet(proxy.proxyUrl, path)
    expect(answer.status).toBe(404)
    expect(proxy.upstreamRequests()).toHaveLength(before)
  })

  it("does not describe the proxy's token to anyone (getMe): 404, the token's name in no answer", async () => {
    const answer = await proxy.get('/v1/external/me')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' })
    const { name } = proxy.demo.controls.credentials.main
    expect(answer.body).not.toContain(name)
  })

  it("never reaches the demo API's control surface", async () => {
    // /_demo/ is not under /v1/: the SPA answers it with index.html.
    const answer = await proxy.get('/_demo/credentials')
    expect(answer.body).toContain('<div id="root">')
    expect(answer.body).not.toContain(proxy.token)
  })
})

describe('the token stays on the server', () => {
  it("sends the proxy's token upstream whatever the browser sent", async () => {
    const second = proxy.demo.controls.credentials.second
    const path = `/v1/external/rounds/${livePadel.poolRoundIdx}`
    const answer = await proxy.get(path, {
      headers: {
        Authorization: `Bearer ${second.token}`,
        Cookie: 'session=abc',
        Origin: 'https://evil.example',
        'X-Demo-Client-Ip': '203.0.113.9',
      },
    })
    // With the second organization's token this round would be a 404: the browser's was dropped.
    expect(answer.status).toBe(200)
    const upstream = proxy.upstreamRequests(path)
    expect(upstream).toHaveLength(1)
    expect(upstream[0]).toMatchObject({
      tokenIdx: proxy.demo.controls.credentials.main.idx,
      clientIp: '127.0.0.1',
    })
  })

  it('answers a browser with its own bad token as if it had sent none', async () => {
    const answer = await proxy.get(`${TOURNAMENT}/divisions`, {
      headers: { Authorization: 'Bearer tr_test_NotARealToken000000000000000' },
    })
    expect(answer.status).toBe(200)
  })

  it('gives browsers no rate headers and no CORS headers', async () => {
    const answer = await proxy.get(ROUND)
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      expect(answer.headers.has(name), name).toBe(false)
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([])
  })

  it('puts the token in no answer, header or body, and in no log', async () => {
    await proxy.get('/v1/external/rounds/not-a-uuid')
    await proxy.get('/v1/external/rounds/00000000-0000-4000-8000-000000000000')
    await proxy.get(`${ROUND}?populate=nonsense`)
    const secret = proxy.token.slice(proxy.token.lastIndexOf('_') + 1)
    expect(proxy.answers.length).toBeGreaterThan(15)
    for (const answer of proxy.answers) {
      const text = `${[...answer.headers].join('\n')}\n${answer.body}`
      expect(text).not.toContain(secret)
    }
    expect(await proxy.logs()).not.toContain(secret)
  })
})

/** The Content-Security-Policy's directives, by name. */
function policyOf(answer: { headers: Headers }): Map<string, string> {
  return new Map(
    (answer.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources.join(' ')]
    }),
  )
}

describe('who may frame a page', () => {
  const embed = `/embed/tournaments/${livePadel.tournamentIdx}/rounds/${livePadel.poolRoundIdx}`

  it.each([`${embed}?theme=dark&lang=fr`, `/embed/tournaments/${livePadel.tournamentIdx}`])(
    'lets the embed sites frame an embed: %s',
    async (path) => {
      const answer = await proxy.get(path)
      expect(answer.body).toContain('<div id="root">')
      expect(policyOf(answer).get('frame-ancestors')).toBe(FRAME_ANCESTORS)
    },
  )

  it.each([
    '/',
    '/tournaments',
    `/tournaments/${livePadel.tournamentIdx}`,
    `/rounds/${livePadel.poolRoundIdx}`,
    '/embeds/new',
    '/screens/new',
    `/screen?tournament=${livePadel.tournamentIdx}&views=pools:${livePadel.poolRoundIdx}`,
    // Not an embed, only a name that starts like one.
    '/embed',
    `/embedded${embed}`,
    `/x${embed}`,
  ])('lets no other site frame a staff page or a venue screen: %s', async (path) => {
    const answer = await proxy.get(path)
    expect(answer.body).toContain('<div id="root">')
    expect(policyOf(answer).get('frame-ancestors')).toBe("'self'")
  })
})

describe('compression', () => {
  it.each([
    ['an API answer', ROUND, 'application/json'],
    ['the code', `/assets/${FAKE_SCRIPT}`, 'application/javascript'],
    ['the styles', `/assets/${FAKE_STYLES}`, 'text/css'],
  ])(
    'sends %s in gzip to a browser that takes it, the same bytes once unpacked, with Vary',
    async (_, path, type) => {
      const plain = await bytesOf(`${proxy.proxyUrl}${path}`, {})
      expect(plain.status).toBe(200)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.length).toBeGreaterThan(1024)

      const packed = await bytesOf(`${proxy.proxyUrl}${path}`, { 'Accept-Encoding': 'gzip, deflate, br' })
      expect(packed.status).toBe(200)
      expect(packed.headers['content-type']).toContain(type)
      expect(packed.headers['content-encoding']).toBe('gzip')
      // A CDN or browser cache in between keeps the two apart.
      expect(packed.headers.vary).toMatch(/Accept-Encoding/i)
      expect(packed.body.length).toBeLessThan(plain.body.length / 3)
      expect(gunzipSync(packed.body).equals(plain.body)).toBe(true)
    },
  )

  it('asks the upstream for one plain answer, whatever the browsers take, and still answers 304', async () => {
    const path = `/v1/external/tournaments/${livePadel.tournamentIdx}/teams`
    const before = proxy.upstreamRequests(path).length
    const packed = await bytesOf(`${proxy.proxyUrl}${path}`, { 'Accept-Encoding': 'gzip' })
    const plain = await bytesOf(`${proxy.proxyUrl}${path}`, {})
    expect(packed.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(gunzipSync(packed.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    )
    // One entry in the cache serves both.
    expect(proxy.upstreamRequests(path).length - before).toBe(1)
    const etag = String(packed.headers.etag)
    const again = await bytesOf(`${proxy.proxyUrl}${path}`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })
})

describe('caching headers for browsers and CDNs', () => {
  it('answers a conditional request with 304 from the cache', async () => {
    const first = await proxy.get(TOURNAMENT)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const upstreamBefore = proxy.upstreamRequests(TOURNAMENT).length
    const second = await proxy.get(TOURNAMENT, { headers: { 'If-None-Match': etag ?? '' } })
    expect(second.status).toBe(304)
    expect(second.body).toBe('')
    // nginx weakens the ETag of a compressed answer (W/); both name the same version.
    const strong = (tag: string | null) => tag?.replace(/^W\//, '')
    expect(strong(second.headers.get('etag'))).toBe(strong(etag))
    expect(proxy.upstreamRequests(TOURNAMENT)).toHaveLength(upstreamBefore)
  })

  it('lets a CDN share API answers for one TTL, and never errors', async () => {
    expect((await proxy.get(ROUND)).headers.get('cache-control')).toBe(`public, max-age=${proxy.ttlSeconds}`)
    expect((await proxy.get('/v1/external/rounds/not-a-uuid')).headers.get('cache-control')).toBe('no-store')
  })

  it('serves the viewer with the deployment headers', async () => {
    const page = await proxy.get('/t/some-tournament/rounds/some-round')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<div id="root">')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const csp = policyOf(page)
    // The app's policy, with the API narrowed to this origin.
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('connect-src')).toBe("'self'")

    const asset = await proxy.get('/assets/index-AbC123.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toBe('application/javascript')
    const missing = await proxy.get('/assets/index-Gone99.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-cache')
  })

  it("serves the proxy deployment's config.json, not the build's", async () => {
    const config = await proxy.get('/config.json')
    expect(JSON.parse(config.body)).toEqual({ apiBaseUrl: '', tokenMode: 'proxy' })
    expect(config.headers.get('cache-control')).toBe('no-cache')
  })
})
