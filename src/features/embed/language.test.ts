import { describe, expect, it } from 'vitest'
import { embedLocale } from './language'

describe('embedLocale', () => {
  it('takes the language the link names', () => {
    expect(embedLocale('fr', ['es-ES'])).toBe('fr')
  })

  it('otherwise takes the visitor’s first language the viewer speaks', () => {
    expect(embedLocale('auto', ['de-DE', 'es-AR', 'en'])).toBe('es')
    expect(embedLocale('auto', ['FR-ca'])).toBe('fr')
  })

  it('falls back to English', () => {
    expect(embedLocale('auto', ['de', 'sv'])).toBe('en')
    expect(embedLocale('auto', [])).toBe('en')
  })
})
