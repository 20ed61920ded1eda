import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LanguageModules } from './locale'

/** A fresh copy of the module, with no language provided or loaded yet. */
async function freshLocale() {
  vi.resetModules()
  return import('./locale')
}

async function withSampleCatalog() {
  const locale = await freshLocale()
  const sample = locale.defineMessages({ name: 'sample', en: { mainDraw: 'Main draw' } })
  return { ...locale, sample }
}

const ALL = ['embed', 'team', 'app'] as const

const words = (sample: { mainDraw: string } | undefined) => () =>
  Promise.resolve({ default: sample ? { sample } : {} })
const NONE = words(undefined)

const SAMPLE_LANGUAGES: LanguageModules = {
  es: { embed: words({ mainDraw: 'Cuadro principal' }), team: NONE, app: NONE, alerts: NONE },
  fr: { embed: words({ mainDraw: 'Tableau principal' }), team: NONE, app: NONE, alerts: NONE },
  it: { embed: NONE, team: NONE, app: words({ mainDraw: 'Tabellone principale' }), alerts: NONE },
  pt: { embed: NONE, team: words({ mainDraw: 'Quadro principal' }), app: NONE, alerts: NONE },
}

describe('messages', () => {
  it('follow the active language, and default to English without a provider', async () => {
    const { LocaleProvider, loadLocale, provideLanguages, sample, useMessages } = await withSampleCatalog()
    provideLanguages(() => Promise.resolve(SAMPLE_LANGUAGES))
    await loadLocale('es', ALL)
    function Label() {
      return <p>{useMessages(sample).mainDraw}</p>
    }
    render(
      <>
        <LocaleProvider locale="es">
          <Label />
        </LocaleProvider>
        <Label />
      </>,
    )
    expect(screen.getByText('Cuadro principal')).toBeInTheDocument()
    expect(screen.getByText('Main draw')).toBeInTheDocument()
  })

  it('are in English in a language the catalog has no words in', async () => {
    const { defineMessages, messagesFor } = await freshLocale()
    const catalog = defineMessages({ en: { final: 'Final' } })
    expect(messagesFor(catalog, 'fr').final).toBe('Final')
  })
})

describe('loading a language', () => {
  it('gives a page its words once loaded, and English until then', async () => {
    const { loadLocale, messagesFor, provideLanguages, sample } = await withSampleCatalog()
    provideLanguages(() => Promise.resolve(SAMPLE_LANGUAGES))
    expect(messagesFor(sample, 'es').mainDraw).toBe('Main draw')
    await loadLocale('es', ALL)
    expect(messagesFor(sample, 'es').mainDraw).toBe('Cuadro principal')
    expect(messagesFor(sample, 'fr').mainDraw).toBe('Main draw')
    expect(messagesFor(sample, 'en').mainDraw).toBe('Main draw')
  })

  it('leaves a page in English when the words cannot be loaded, and tries again next time', async () => {
    const { loadLocale, messagesFor, provideLanguages, sample } = await withSampleCatalog()
    const french = vi
      .fn<LanguageModules['fr']['embed']>()
      .mockRejectedValueOnce(new Error('the chunk could not be loaded'))
      .mockImplementation(SAMPLE_LANGUAGES.fr.embed)
    provideLanguages(() =>
      Promise.resolve({ ...SAMPLE_LANGUAGES, fr: { ...SAMPLE_LANGUAGES.fr, embed: french } }),
    )
    // It does not reject (a rejection here would fail the route's loader, and the page with it):
    // the page is shown in English.
    await loadLocale('fr', ALL)
    expect(messagesFor(sample, 'fr').mainDraw).toBe('Main draw')
    await loadLocale('fr', ALL)
    expect(messagesFor(sample, 'fr').mainDraw).toBe('Tableau principal')
    expect(french).toHaveBeenCalledTimes(2)
  })

  it.each([
    { locale: 'it', part: 'app', word: 'Tabellone principale', who: 'an embed, the staff pages’ words' },
    { locale: 'pt', part: 'team', word: 'Quadro principal', who: 'a round embed, a team’s words' },
  ] as const)('loads the $part part only when asked: $who are not downloaded', async (each) => {
    const { loadLocale, messagesFor, provideLanguages, sample } = await withSampleCatalog()
    const { locale, part } = each
    const partWords = vi.fn(SAMPLE_LANGUAGES[locale][part])
    provideLanguages(() =>
      Promise.resolve({
        ...SAMPLE_LANGUAGES,
        [locale]: { ...SAMPLE_LANGUAGES[locale], [part]: partWords },
      }),
    )
    await loadLocale(locale, ['embed'])
    expect(partWords).not.toHaveBeenCalled()
    expect(messagesFor(sample, locale).mainDraw).toBe('Main draw')
    await loadLocale(locale, ['embed', part])
    expect(partWords).toHaveBeenCalledTimes(1)
    expect(messagesFor(sample, locale).mainDraw).toBe(each.word)
  })

  it('leaves every page in English when no languages were provided', async () => {
    const { loadLocale, messagesFor, sample } = await withSampleCatalog()
    await loadLocale('es', ALL)
    expect(messagesFor(sample, 'es').mainDraw).toBe('Main draw')
  })
})
