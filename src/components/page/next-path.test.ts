import { describe, expect, it } from 'vitest'
import { safeNextPath } from './next-path'

describe('the address to go on to after connecting', () => {
  it('keeps paths of this site, with their search', () => {
    expect(safeNextPath('/tournaments?status=UPCOMING')).toBe('/tournaments?status=UPCOMING')
    expect(safeNextPath('/rounds/9ad31000-0000-4000-8000-00000000b011')).toBe(
      '/rounds/9ad31000-0000-4000-8000-00000000b011',
    )
  })

  it('refuses anything that could lead off the site', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a\nb',
      7,
      null,
    ]) {
      expect(safeNextPath(value)).toBeUndefined()
    }
  })
})
