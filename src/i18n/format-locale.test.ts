import { describe, expect, it } from 'vitest'
import { formatLocale } from './format-locale'

const nineAm = new Date('2026-06-14T07:00:00Z')
const time = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(
    nineAm,
  )

describe('the locale dates and times are written in', () => {
  it('is the browser’s own variant of the page’s language', () => {
    expect(formatLocale('en', ['en-GB', 'en'])).toBe('en-GB')
    expect(formatLocale('en', ['en-US', 'en'])).toBe('en-US')
    expect(formatLocale('es', ['es-MX'])).toBe('es-MX')
    // The first variant in the page's language, wherever it is in the list.
    expect(formatLocale('en', ['es-ES', 'en-GB', 'en-US'])).toBe('en-GB')
  })

  it('is the page’s language in the region of the browser’s first language, when it exists', () => {
    expect(formatLocale('en', ['es-ES', 'es'])).toBe('en-ES')
    expect(formatLocale('en', ['es'])).toBe('en-ES')
    expect(formatLocale('en', ['es-ES', 'en'])).toBe('en-ES')
    expect(formatLocale('en', ['en'])).toBe('en-US')
    expect(formatLocale('es', ['en-GB'])).toBe('es')
    expect(formatLocale('fr', ['de-DE'])).toBe('fr')
  })

  it('is the page’s language when the browser says nothing usable', () => {
    expect(formatLocale('en', [])).toBe('en')
    expect(formatLocale('fr', ['not a tag', ''])).toBe('fr')
  })

  it('gives British and Spanish readers 24-hour times, American ones 12-hour', () => {
    expect(time(formatLocale('en', ['en-GB']))).toBe('09:00')
    expect(time(formatLocale('en', ['es-ES', 'es']))).toBe('09:00')
    expect(time(formatLocale('es', ['es-ES']))).toBe('09:00')
    expect(time(formatLocale('en', ['en-US']))).toMatch(/^09:00\sAM$/)
  })
})
