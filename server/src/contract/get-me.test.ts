import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, fakeClock, record } from '../../../test-support/demo-api/client.ts'

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('getMe: GET /v1/external/me', () => {
  const clock = fakeClock()
  const client = apiClient({ now: clock.now })

  it('returns {organization, token, rateLimit} with the shapes of Resources', async () => {
    const answer = await client.get('/v1/external/me')
    expect(answer.status).toBe(200)
    const body = record(answer.body)
    expect(Object.keys(body).sort()).toEqual(['organization', 'rateLimit', 'token'])
    expect(Object.keys(record(body.organization)).sort()).toEqual([
      'avatar',
      'idx',
      'name',
      'slug',
      'website',
    ])
    expect(record(body.organization).idx).toBe(LANDMARKS.mainOrganization.idx)
    const token = record(body.token)
    expect(Object.keys(token).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'idx',
      'lastUsedAt',
      'name',
      'prefix',
      'scopes',
    ])
    expect(token).toMatchObject({
      idx: client.demo.controls.credentials.main.idx,
      scopes: ['read'],
      expiresAt: null,
    })
    expect(token.createdAt).toMatch(ISO_MS)
    expect(token.lastUsedAt).toMatch(ISO_MS)
    expect(body.rateLimit).toEqual({ limit: 120, windowSeconds: 60 })
  })

  it('never returns the secret, only the prefix', async () => {
    const answer = await client.get('/v1/external/me')
    expect(answer.text).not.toContain(client.token)
    expect(client.token.startsWith(String(record(record(answer.body).token).prefix))).toBe(true)
  })

  it('verifies that a credential is live and scoped: the second token is the second organization', async () => {
    const second = await client.get('/v1/external/me', {
      token: client.demo.controls.credentials.second.token,
    })
    expect(record(record(second.body).organization).idx).toBe(LANDMARKS.secondOrganization.idx)
    const soon = await client.get('/v1/external/me', {
      token: client.demo.controls.credentials.expiringSoon.token,
    })
    const expiresAt = Date.parse(String(record(record(soon.body).token).expiresAt))
    expect(expiresAt - clock.now()).toBeGreaterThan(0)
    expect(expiresAt - clock.now()).toBeLessThan(14 * 86_400_000)
  })

  it('gap: lastUsedAt moves at most once a minute, so repeated calls can be answered 304', async () => {
    const first = await client.get('/v1/external/me')
    clock.advance(10_000)
    const again = await client.get('/v1/external/me', {
      headers: { 'If-None-Match': first.headers.get('ETag') ?? '' },
    })
    expect(again.status).toBe(304)
    clock.advance(60_000)
    const later = await client.get('/v1/external/me')
    expect(record(record(later.body).token).lastUsedAt).toBe(new Date(clock.now()).toISOString())
  })
})
