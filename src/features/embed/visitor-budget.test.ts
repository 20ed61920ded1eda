import { describe, expect, it } from 'vitest'
import { budgetAdvice, concurrentVisitors, pollingRequests, reserveOf } from './visitor-budget'

describe('concurrentVisitors', () => {
  it('lets 108 visitors poll once a minute on a 120-per-minute token, a tenth kept back', () => {
    expect(reserveOf(120)).toBe(12)
    expect(concurrentVisitors(60)).toBe(108)
  })

  it('scales with the refresh interval', () => {
    expect(concurrentVisitors(30)).toBe(54)
    expect(concurrentVisitors(120)).toBe(216)
    expect(concurrentVisitors(600)).toBe(1080)
  })

  it('divides among the resources each visitor polls', () => {
    expect(concurrentVisitors(60, { polledPerVisitor: 2 })).toBe(54)
  })

  it('follows the limit the API reports for the token', () => {
    expect(concurrentVisitors(60, { token: { limit: 20, windowSeconds: 60 } })).toBe(18)
    // 120 per 30 s is 240 a minute: twice the visitors.
    expect(concurrentVisitors(60, { token: { limit: 120, windowSeconds: 30 } })).toBe(216)
  })

  it('allows nobody for a nonsense interval', () => {
    expect(concurrentVisitors(0)).toBe(0)
    expect(concurrentVisitors(Number.NaN)).toBe(0)
  })

  it('never lets the allowed visitors spend more than the token minus the reserve', () => {
    for (const refresh of [30, 45, 60, 90, 120, 300, 600]) {
      const visitors = concurrentVisitors(refresh)
      expect(pollingRequests(visitors, refresh)).toBeLessThanOrEqual(120 - 12)
      expect(pollingRequests(visitors + 1, refresh)).toBeGreaterThan(120 - 12 - 60 / refresh)
    }
  })
})

describe('budgetAdvice', () => {
  it('recommends the proxy beyond what the token allows', () => {
    expect(budgetAdvice(50, 60)).toBe('token-fits')
    expect(budgetAdvice(100, 60)).toBe('token-tight')
    expect(budgetAdvice(108, 60)).toBe('token-tight')
    expect(budgetAdvice(109, 60)).toBe('proxy')
    expect(budgetAdvice(109, 120)).toBe('token-fits')
  })
})
