import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, fakeClock, list, record } from '../../../test-support/demo-api/client.ts'

const me = '/v1/external/me'
const round = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`

function rateHeaders(headers: Headers) {
  return {
    limit: headers.get('X-RateLimit-Limit'),
    remaining: headers.get('X-RateLimit-Remaining'),
    reset: headers.get('X-RateLimit-Reset'),
  }
}

describe('Limits', () => {
  it('the table: 120 per token and 300 per address per 60 seconds by default', async () => {
    const client = apiClient({ now: fakeClock().now })
    const answer = await client.get(me)
    expect(rateHeaders(answer.headers)).toMatchObject({ limit: '120', remaining: '119' })
    expect(record(record(answer.body).rateLimit)).toEqual({ limit: 120, windowSeconds: 60 })
    expect(client.demo.controls.settings().rateLimit).toEqual({
      perToken: 120,
      perIp: 300,
      windowSeconds: 60,
    })
  })

  it('rule 1: going over the token or the IP ceiling answers 429 RATE_LIMITED with Retry-After', async () => {
    const clock = fakeClock()
    const client = apiClient({ rateLimit: { perToken: 3, perIp: 5, windowSeconds: 60 }, now: clock.now })
    for (let i = 0; i < 3; i++) expect((await client.get(me)).status).toBe(200)
    clock.advance(15_000)
    const token = await client.get(me)
    expect(token.status).toBe(429)
    expect(record(token.body).code).toBe('RATE_LIMITED')
    expect(token.headers.get('Retry-After')).toBe('45')
    const other = client.demo.controls.mintToken()
    expect((await client.get(me, { token: other.token })).status).toBe(200)
    const ip = await client.get(me, { token: client.demo.controls.mintToken().token })
    expect(ip.status).toBe(429)
    expect(record(ip.body).code).toBe('RATE_LIMITED')
    expect(ip.headers.get('Retry-After')).toBe('45')
  })

  it('rule 2: every authenticated answer carries X-RateLimit-Limit/Remaining/Reset; the IP 429 none', async () => {
    const clock = fakeClock()
    const client = apiClient({ rateLimit: { perToken: 5, perIp: 7, windowSeconds: 60 }, now: clock.now })
    const first = await client.get(round)
    const etag = first.headers.get('ETag') ?? ''
    const answers = [
      first,
      await client.get(round, { headers: { 'If-None-Match': etag } }),
      await client.get('/v1/external/tournaments?limit=0'),
      await client.get(`/v1/external/rounds/${LANDMARKS.nonexistentIdx}`),
      await client.get('/v1/external/rounds/bad-id'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 304, 400, 404, 400])
    const reset = String(Math.ceil((clock.now() + 60_000) / 1000))
    answers.forEach((answer, i) => {
      expect(rateHeaders(answer.headers)).toEqual({ limit: '5', remaining: String(4 - i), reset })
    })
    const tokenCeiling = await client.get(me)
    expect(tokenCeiling.status).toBe(429)
    expect(rateHeaders(tokenCeiling.headers)).toEqual({ limit: '5', remaining: '0', reset })
    const unauthenticated = await client.get(me, { token: null })
    expect(unauthenticated.status).toBe(401)
    expect(rateHeaders(unauthenticated.headers).remaining).toBeNull()
    const ipCeiling = await client.get(me, { token: client.demo.controls.mintToken().token })
    expect(ipCeiling.status).toBe(429)
    expect(rateHeaders(ipCeiling.headers)).toEqual({ limit: null, remaining: null, reset: null })
    clock.advance(60_000)
    expect(rateHeaders((await client.get(me)).headers).remaining).toBe('4')
  })

  it('rule 3: the four rate headers are exposed to browsers through CORS', async () => {
    const client = apiClient()
    const answer = await client.get(me, { headers: { Origin: 'https://club.example' } })
    const exposed = (answer.headers.get('Access-Control-Expose-Headers') ?? '').split(/,\s*/)
    for (const header of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']) {
      expect(exposed).toContain(header)
    }
  })

  it('rule 4: getMe reports rateLimit.limit and rateLimit.windowSeconds', async () => {
    const client = apiClient({ rateLimit: { perToken: 42, windowSeconds: 10 } })
    expect(record((await client.get(me)).body).rateLimit).toEqual({ limit: 42, windowSeconds: 10 })
  })

  it('rule 5: a 304 still spends one request of both budgets', async () => {
    const clock = fakeClock()
    // The IP budget counts every request, the token's 429 included: 4 + 1 + 1 = 6.
    const client = apiClient({ rateLimit: { perToken: 3, perIp: 6 }, now: clock.now })
    const first = await client.get(round)
    const conditional = { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } }
    const second = await client.get(round, conditional)
    expect(second.status).toBe(304)
    expect(second.headers.get('X-RateLimit-Remaining')).toBe('1')
    expect((await client.get(round, conditional)).status).toBe(304)
    expect((await client.get(round, conditional)).status).toBe(429)
    const other = client.demo.controls.mintToken()
    expect((await client.get(round, { ...conditional, token: other.token })).status).toBe(304)
    expect((await client.get(round, { ...conditional, token: other.token })).status).toBe(304)
    const ip = await client.get(round, { ...conditional, token: other.token })
    expect(ip.status).toBe(429)
    expect(ip.headers.get('X-RateLimit-Remaining')).toBeNull()
  })

  it('rule 6: only listTournaments paginates; the others return their whole collection', async () => {
    const client = apiClient()
    const tournament = `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`
    expect(list((await client.get(`${tournament}/teams?limit=5`)).body)).toHaveLength(128)
    const divisions = list(
      (await client.get(`/v1/external/tournaments/${LANDMARKS.drawSizes.tournamentIdx}/divisions`)).body,
    )
    expect(divisions.length).toBe(16)
    const games = list(record((await client.get(`${round}?populate=games`)).body).games)
    expect(games).toHaveLength(127)
    const page = record((await client.get('/v1/external/tournaments')).body)
    expect(list(page.data)).toHaveLength(25)
    expect(record(page.meta).total).toBeGreaterThan(25)
  })
})
