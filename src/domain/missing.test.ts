import { describe, expect, it } from 'vitest'
import { orDash } from './missing'

describe('orDash', () => {
  it('keeps a name, and writes a dash for one the API left out, null or blank', () => {
    expect(orDash('Semi-finals')).toBe('Semi-finals')
    expect(orDash(null)).toBe('–')
    expect(orDash(undefined)).toBe('–')
    expect(orDash('  ')).toBe('–')
  })
})
