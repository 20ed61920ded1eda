import { describe, expect, it } from 'vitest'
import { safeHexColor } from './colour'

describe('organizer colours', () => {
  it('keeps hex colours', () => {
    expect(safeHexColor('#1f4e9c')).toBe('#1f4e9c')
    expect(safeHexColor(' #FFF ')).toBe('#FFF')
    expect(safeHexColor('#11223344')).toBe('#11223344')
  })

  it('drops anything else, so nothing organizer-typed reaches a style but a colour', () => {
    for (const value of [
      'red',
      'url(javascript:alert(1))',
      '#12',
      '#1234567',
      'expression(alert(1))',
      '',
      null,
    ]) {
      expect(safeHexColor(value)).toBeNull()
    }
  })
})
