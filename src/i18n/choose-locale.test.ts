import { describe, expect, it } from 'vitest'
import { chooseLocale } from './choose-locale'

describe('the language a page is shown in', () => {
  it('is the first of the browser’s languages the viewer speaks, by its base language', () => {
    expect(chooseLocale([], ['es-MX', 'en'])).toBe('es')
    expect(chooseLocale([], ['de-DE', 'it-IT', 'fr'])).toBe('it')
    expect(chooseLocale([], ['pt-BR'])).toBe('pt')
    expect(chooseLocale([], ['FR-ca'])).toBe('fr')
  })

  it('is the one kept on the device before the browser’s', () => {
    expect(chooseLocale([undefined, 'pt'], ['es-ES'])).toBe('pt')
  })

  it('is a link’s `lang=` before the device’s choice and the browser’s', () => {
    expect(chooseLocale(['it', 'pt'], ['es-ES'])).toBe('it')
  })

  it('passes over unknown or malformed values and falls back to English without an error', () => {
    expect(chooseLocale(['de', 'xx-YY', '', 42, null, 'auto', 'ES'], ['de-DE', 'not a tag', '', 'zh'])).toBe(
      'en',
    )
    expect(chooseLocale([], [])).toBe('en')
    expect(chooseLocale(['klingon'], [7 as unknown as string, 'fr-FR'])).toBe('fr')
  })
})
