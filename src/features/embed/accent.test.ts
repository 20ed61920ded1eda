import { describe, expect, it } from 'vitest'
import { accentInk, contrastRatio, normalizeHex } from './accent'

describe('normalizeHex', () => {
  it('reads three and six hex digits, with or without #, as #rrggbb', () => {
    expect(normalizeHex('#1D4ED8')).toBe('#1d4ed8')
    expect(normalizeHex('1d4ed8')).toBe('#1d4ed8')
    expect(normalizeHex(' #abc ')).toBe('#aabbcc')
  })

  it('lets nothing but a colour through to CSS', () => {
    for (const value of ['red', '#12345', '#1234567', 'url(x)', '#fff;background:url(//x)', '', '#', 'ggg']) {
      expect(normalizeHex(value)).toBeNull()
    }
  })
})

describe('accent contrast', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })

  it('puts white on dark accents and black on light ones', () => {
    expect(accentInk('#1d4ed8')).toBe('#ffffff')
    expect(accentInk('#0f766e')).toBe('#ffffff')
    expect(accentInk('#facc15')).toBe('#000000')
    expect(accentInk('#ffffff')).toBe('#000000')
  })
})
