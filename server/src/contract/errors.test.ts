import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, fakeClock, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const { credentials } = client.demo.controls
const tournament = `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`
const ID_PATHS = [
  '/v1/external/tournaments/:idx',
  '/v1/external/tournaments/:idx/divisions',
  '/v1/external/tournaments/:idx/teams',
  '/v1/external/rounds/:idx',
]

function expectUniform(answer: { status: number; body: unknown }, code: string) {
  const body = record(answer.body)
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode'])
  expect(body.statusCode).toBe(answer.status)
  expect(body.code).toBe(code)
  expect(body.code).toMatch(/^[A-Z]+(_[A-Z]+)*$/)
  expect(typeof body.message).toBe('string')
}

function expectValidation(answer: { status: number; body: unknown }, count: number) {
  expect(answer.status).toBe(400)
  const body = record(answer.body)
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode'])
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' })
  expect(Array.isArray(body.message) && body.message.every((entry) => typeof entry === 'string')).toBe(true)
  expect(body.message).toHaveLength(count)
}

describe('Errors', () => {
  it('uniform error body: statusCode mirrors the status, a stable upper-case code, a message', async () => {
    expectUniform(await client.get('/v1/external/me', { token: null }), 'MISSING_API_TOKEN')
    expectUniform(
      await client.get('/v1/external/me', { token: credentials.noReadScope.token }),
      'INSUFFICIENT_SCOPE',
    )
    expectUniform(await client.get(`/v1/external/rounds/${LANDMARKS.nonexistentIdx}`), 'ROUND_NOT_FOUND')
    expectUniform(await client.get('/v1/external/rounds/nope'), 'INVALID_ID')
  })

  it('validation body: statusCode 400, one message per failed constraint, error "Bad Request"', async () => {
    expectValidation(await client.get('/v1/external/tournaments?limit=0'), 1)
    expectValidation(await client.get('/v1/external/tournaments?limit=0&offset=-1&status=LIVE&sport=GOLF'), 4)
  })

  it('codes: every 400 condition of the table answers the validation body', async () => {
    const conditions = [
      '/v1/external/tournaments?populate=rounds',
      '/v1/external/tournaments?limit=101',
      '/v1/external/tournaments?limit=0',
      '/v1/external/tournaments?offset=-1',
      '/v1/external/tournaments?limit=2.5',
      '/v1/external/tournaments?offset=ten',
      '/v1/external/tournaments?status=LIVE',
      '/v1/external/tournaments?sport=tennis',
      `${tournament}/teams?division=42`,
    ]
    for (const path of conditions) expectValidation(await client.get(path), 1)
  })

  it('codes: 401, 403, 404 and 429 answer their codes in the uniform body', async () => {
    expectUniform(
      await client.get('/v1/external/me', { token: `tr_test_${'Q'.repeat(32)}` }),
      'INVALID_API_TOKEN',
    )
    expectUniform(
      await client.get('/v1/external/me', { token: credentials.expired.token }),
      'EXPIRED_API_TOKEN',
    )
    expectUniform(
      await client.get(`/v1/external/tournaments/${LANDMARKS.nonexistentIdx}`),
      'TOURNAMENT_NOT_FOUND',
    )
    const limited = apiClient({ rateLimit: { perToken: 1 }, now: fakeClock().now })
    await limited.get('/v1/external/me')
    const refused = await limited.get('/v1/external/me')
    expectUniform(refused, 'RATE_LIMITED')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('rule 1: a malformed id is INVALID_ID before any lookup (never 404); a well-formed unknown one is 404', async () => {
    const malformed = [
      'not-a-uuid',
      '123',
      '20230528-0000-1000-8000-00000000a001', // a version 1 UUID
      `${LANDMARKS.rolandGarros.tournamentIdx}x`,
    ]
    for (const path of ID_PATHS) {
      for (const idx of malformed) {
        const answer = await client.get(path.replace(':idx', idx))
        expect(answer.status, `${path} ${idx}`).toBe(400)
        expectUniform(answer, 'INVALID_ID')
      }
      expect((await client.get(path.replace(':idx', LANDMARKS.nonexistentIdx))).status).toBe(404)
    }
  })

  it('rule 2: a 404 never tells a missing resource from another organization’s', async () => {
    const foreign = await client.get(`/v1/external/rounds/${LANDMARKS.secondOrganizationTournament.roundIdx}`)
    const missing = await client.get(`/v1/external/rounds/${LANDMARKS.nonexistentIdx}`)
    expect(foreign.status).toBe(404)
    expect(foreign.text).toBe(missing.text)
    expect(foreign.headers.get('Content-Type')).toBe(missing.headers.get('Content-Type'))
  })

  it('rule 3 (gap): a 5xx answers the uniform body', async () => {
    const failing = apiClient({ rateLimit: NO_RATE_LIMITS })
    failing.demo.controls.faults.set({ errorRate: 1, errorStatus: 503 })
    const answer = await failing.get('/v1/external/me')
    expect(answer.status).toBe(503)
    expectUniform(answer, 'INTERNAL_SERVER_ERROR')
  })

  it('rule 4 (gap): an unknown path is 404 NOT_FOUND, another method on a known path 405 with Allow', async () => {
    const unknown = await client.get('/v1/external/players')
    expect(unknown.status).toBe(404)
    expectUniform(unknown, 'NOT_FOUND')
    expectUniform(await client.get('/v2/external/me'), 'NOT_FOUND')
    const wrongMethod = await client.get(tournament, { method: 'DELETE' })
    expect(wrongMethod.status).toBe(405)
    expectUniform(wrongMethod, 'METHOD_NOT_ALLOWED')
    expect(wrongMethod.headers.get('Allow')).toContain('GET')
  })
})
