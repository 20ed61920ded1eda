import { describe, expect, it } from 'vitest'
import { hashSecret, TokenStore } from './token-store.ts'

describe('The token store', () => {
  it('keeps only a SHA-256 hash of the secret, and finds a token by its value', () => {
    const store = new TokenStore()
    const { record, token } = store.add({
      organizationIdx: 'c0a1e5de-0000-4000-8000-000000000001',
      name: 'worker',
      environment: 'test',
      scopes: ['read'],
      createdAt: '2025-06-14T12:00:00.000Z',
      expiresAt: null,
    })
    const secret = token.replace(/^tr_test_/, '')
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(record.secretHash).toBe(hashSecret(secret))
    expect(JSON.stringify(record)).not.toContain(secret)
    expect(token.startsWith(record.prefix)).toBe(true)
    expect(store.find(token)).toBe(record)
    expect(store.find(`tr_live_${secret}`)).toBeUndefined()
    expect(store.find('not a token')).toBeUndefined()
  })
})
