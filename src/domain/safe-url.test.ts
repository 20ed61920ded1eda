import { describe, expect, it } from 'vitest'
import { safeHttpUrl } from './safe-url'

describe('safeHttpUrl', () => {
  it.each(['https://club.example.org/logo.png', 'http://club.example.org/', ' https://x.example/a b '])(
    'keeps the http(s) URL %s',
    (value) => {
      expect(safeHttpUrl(value)).toMatch(/^https?:\/\//)
    },
  )

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox',
    '//evil.example/x.png',
    '/relative/path.png',
    'ftp://files.example/x',
    '',
    null,
    undefined,
  ])('drops %s', (value) => {
    expect(safeHttpUrl(value)).toBeNull()
  })
})
