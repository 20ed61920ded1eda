import { describe, expect, it } from 'vitest'
import { tokenExpiry } from './token-expiry'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString()

describe('tokenExpiry', () => {
  it('warns within 14 days, counting a started day as a day', () => {
    expect(tokenExpiry(inDays(0.5), NOW)).toEqual({ state: 'soon', daysLeft: 1 })
    expect(tokenExpiry(inDays(14), NOW)).toEqual({ state: 'soon', daysLeft: 14 })
    expect(tokenExpiry(inDays(14.01), NOW)).toEqual({ state: 'later' })
  })

  it('tells a token without expiry, an expired one and an unreadable date apart', () => {
    expect(tokenExpiry(null, NOW)).toEqual({ state: 'never' })
    expect(tokenExpiry(inDays(-1), NOW)).toEqual({ state: 'expired' })
    expect(tokenExpiry('someday', NOW)).toEqual({ state: 'unknown' })
  })
})
