import { describe, expect, it } from 'vitest'
import { createDemoApp } from '../app.ts'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, fakeClock, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const { credentials } = client.demo.controls
const me = '/v1/external/me'
const SIX_OPERATIONS = [
  me,
  '/v1/external/tournaments',
  `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`,
  `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}/divisions`,
  `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}/teams`,
  `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`,
]

async function failure(path: string, authorization: string | null) {
  const headers: Record<string, string> = authorization === null ? {} : { Authorization: authorization }
  const answer = await client.get(path, { token: null, headers })
  return { status: answer.status, code: record(answer.body).code, body: answer.body }
}

describe('Authentication', () => {
  it('rule 1: the scheme is HTTP bearer in the Authorization header', async () => {
    expect((await client.get(me)).status).toBe(200)
    expect((await failure(me, null)).code).toBe('MISSING_API_TOKEN')
    expect((await failure(me, `Basic ${client.token}`)).code).toBe('MISSING_API_TOKEN')
    expect((await failure(me, client.token)).code).toBe('MISSING_API_TOKEN')
    expect((await failure(me, 'Bearer ')).code).toBe('MISSING_API_TOKEN')
  })

  it('rule 2: a token is <service>_<live|test>_<secret>; a test token works only off production', async () => {
    expect(credentials.main.token).toMatch(/^tr_test_[A-Za-z0-9]+$/)
    expect((await failure(me, 'Bearer not-a-token')).code).toBe('MISSING_API_TOKEN')
    expect((await failure(me, `Bearer xx_test_${'a'.repeat(32)}`)).code).toBe('MISSING_API_TOKEN')
    expect(credentials.wrongEnvironment.token).toMatch(/^tr_live_/)
    expect(await failure(me, `Bearer ${credentials.wrongEnvironment.token}`)).toMatchObject({
      status: 401,
      code: 'INVALID_API_TOKEN',
    })
    const live = apiClient(createDemoApp({ environment: 'live' }))
    expect(live.token).toMatch(/^tr_live_/)
    expect((await live.get(me)).status).toBe(200)
    const testOnLive = await live.get(me, { token: live.demo.controls.credentials.wrongEnvironment.token })
    expect(record(testOnLive.body).code).toBe('INVALID_API_TOKEN')
  })

  it('rule 3: a token belongs to one organization, carries `read`, and every answer is limited to it', async () => {
    const main = record((await client.get(me)).body)
    expect(record(main.organization).idx).toBe(LANDMARKS.mainOrganization.idx)
    expect(record(main.token).scopes).toEqual(['read'])
    const second = record(
      (await client.get('/v1/external/tournaments?limit=100', { token: credentials.second.token })).body,
    )
    const secondIdxs = list(second.data).map((tournament) => tournament.idx)
    expect(secondIdxs).toContain(LANDMARKS.secondOrganizationTournament.tournamentIdx)
    expect(secondIdxs).not.toContain(LANDMARKS.rolandGarros.tournamentIdx)
    for (const tournament of list(second.data)) {
      expect(record(tournament.organization).idx).toBe(LANDMARKS.secondOrganization.idx)
    }
  })

  it('rules 4 to 6: tokens are created, limited and revoked outside the API: no /v1/external operation does it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await client.get(me, { method })).status).toBe(405)
    }
    expect((await client.get('/v1/external/tokens', { method: 'POST' })).status).toBe(404)
    expect((await client.get('/v1/external/me/tokens')).status).toBe(404)
  })

  it('rule 5: only a hash of the secret is kept and the secret is never returned', async () => {
    const secret = credentials.main.token.split('_')[2] ?? ''
    const answer = await client.get(me)
    expect(answer.text).not.toContain(secret)
    const prefix = String(record(record(answer.body).token).prefix)
    expect(credentials.main.token.startsWith(prefix)).toBe(true)
    expect(prefix.length).toBeLessThan(credentials.main.token.length - 16)
  })

  describe('rule 7: each row of the failure table answers its status and code, on every operation', () => {
    const secretOf = (token: string) => token.split('_')[2] ?? ''

    /** Every operation answers `authorization` with the status and code, in the uniform body. */
    async function expectEverywhere(authorization: string | null, status: number, code: string) {
      for (const path of SIX_OPERATIONS) {
        const answer = await failure(path, authorization)
        expect(answer, `${path} with ${authorization ?? 'no header'}`).toMatchObject({ status, code })
        expect(Object.keys(record(answer.body)).sort()).toEqual(['code', 'message', 'statusCode'])
        expect(record(answer.body).statusCode).toBe(status)
      }
    }

    it('no Authorization header, or not a bearer token of the expected prefix: 401 MISSING_API_TOKEN', async () => {
      await expectEverywhere(null, 401, 'MISSING_API_TOKEN')
      for (const authorization of [
        `Basic ${client.token}`,
        client.token,
        'Bearer',
        'Bearer ',
        'Bearer not-a-token',
        `Bearer xx_test_${'a'.repeat(32)}`,
        `Bearer TR_test_${secretOf(client.token)}`,
        `Bearer ${client.token} ${client.token}`,
      ]) {
        expect(await failure(me, authorization), authorization).toMatchObject({
          status: 401,
          code: 'MISSING_API_TOKEN',
        })
      }
    })

    it('a token of the expected prefix that is unknown, revoked or of another environment: 401 INVALID_API_TOKEN', async () => {
      // Unknown: a malformed secret, an empty one, a well-formed one nobody has, an environment
      // marker the service does not have, a real secret with one letter's case changed.
      await expectEverywhere('Bearer tr_test_abc', 401, 'INVALID_API_TOKEN')
      for (const authorization of [
        'Bearer tr_test_',
        'Bearer tr_',
        `Bearer tr_test_${'Z'.repeat(32)}`,
        `Bearer tr_prod_${secretOf(client.token)}`,
        `Bearer tr_test_${secretOf(client.token).toLowerCase()}`,
        `Bearer tr_test_${secretOf(client.token)}!`,
      ]) {
        expect(await failure(me, authorization), authorization).toMatchObject({
          status: 401,
          code: 'INVALID_API_TOKEN',
        })
      }
      // Revoked.
      const minted = client.demo.controls.mintToken()
      expect((await client.get(me, { token: minted.token })).status).toBe(200)
      client.demo.controls.revokeToken(minted.idx)
      await expectEverywhere(`Bearer ${minted.token}`, 401, 'INVALID_API_TOKEN')
      // Of another environment, both ways; and the same secret under this environment's marker
      // is not that token either.
      await expectEverywhere(`Bearer ${credentials.wrongEnvironment.token}`, 401, 'INVALID_API_TOKEN')
      expect(
        await failure(me, `Bearer tr_test_${secretOf(credentials.wrongEnvironment.token)}`),
      ).toMatchObject({ status: 401, code: 'INVALID_API_TOKEN' })
      const live = apiClient(createDemoApp({ environment: 'live', rateLimit: NO_RATE_LIMITS }))
      const testOnLive = await live.get(me, { token: live.demo.controls.credentials.wrongEnvironment.token })
      expect(testOnLive.status).toBe(401)
      expect(record(testOnLive.body).code).toBe('INVALID_API_TOKEN')
    })

    it('a token whose expiresAt has passed: 401 EXPIRED_API_TOKEN, before the scope is looked at', async () => {
      await expectEverywhere(`Bearer ${credentials.expired.token}`, 401, 'EXPIRED_API_TOKEN')
      const clock = fakeClock()
      const timed = apiClient({ now: clock.now, rateLimit: NO_RATE_LIMITS })
      const soon = timed.demo.controls.mintToken({ expiresInDays: 1 })
      expect((await timed.get(me, { token: soon.token })).status).toBe(200)
      clock.advance(86_400_000)
      expect(record((await timed.get(me, { token: soon.token })).body).code).toBe('EXPIRED_API_TOKEN')
      const unscoped = timed.demo.controls.mintToken({ scopes: [], expiresInDays: -1 })
      expect(record((await timed.get(me, { token: unscoped.token })).body).code).toBe('EXPIRED_API_TOKEN')
      // A revoked token is refused as invalid, expired or not.
      const revoked = timed.demo.controls.mintToken({ expiresInDays: -1 })
      timed.demo.controls.revokeToken(revoked.idx)
      expect(record((await timed.get(me, { token: revoked.token })).body).code).toBe('INVALID_API_TOKEN')
      // A token that has not expired yet reads.
      expect((await client.get(me, { token: credentials.expiringSoon.token })).status).toBe(200)
    })

    it('a valid token without the read scope: 403 INSUFFICIENT_SCOPE', async () => {
      await expectEverywhere(`Bearer ${credentials.noReadScope.token}`, 403, 'INSUFFICIENT_SCOPE')
      const other = client.demo.controls.mintToken({ scopes: ['write'] })
      expect(await failure(me, `Bearer ${other.token}`)).toMatchObject({
        status: 403,
        code: 'INSUFFICIENT_SCOPE',
      })
      const more = client.demo.controls.mintToken({ scopes: ['write', 'read'] })
      expect((await client.get(me, { token: more.token })).status).toBe(200)
    })
  })

  it('rule 8: foreign, personal and nonexistent resources give the very same 404', async () => {
    const same = async (paths: string[]) => {
      const answers = await Promise.all(paths.map((path) => client.get(path)))
      for (const answer of answers) expect(answer.status).toBe(404)
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    }
    const tournaments = [
      LANDMARKS.secondOrganizationTournament.tournamentIdx,
      LANDMARKS.personal.tournamentIdx,
      LANDMARKS.nonexistentIdx,
    ]
    for (const suffix of ['', '/divisions', '/teams']) {
      await same(tournaments.map((idx) => `/v1/external/tournaments/${idx}${suffix}`))
    }
    await same(
      [
        LANDMARKS.secondOrganizationTournament.roundIdx,
        LANDMARKS.personal.roundIdx,
        LANDMARKS.nonexistentIdx,
      ].map((idx) => `/v1/external/rounds/${idx}`),
    )
  })

  it('rule 9: the per-IP ceiling is applied before the token is read', async () => {
    const limited = apiClient({ rateLimit: { perIp: 2, perToken: 100 } })
    expect((await limited.get(me, { token: null })).status).toBe(401)
    expect((await limited.get(me, { token: 'garbage' })).status).toBe(401)
    const third = await limited.get(me)
    expect(third.status).toBe(429)
    expect(third.headers.get('X-RateLimit-Remaining')).toBeNull()
    expect(third.headers.get('Retry-After')).not.toBeNull()
  })
})
