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

const SAMPLE_LANGUAGES: LanguageModules = {
  es: () => Promise.resolve({ default: { sample: { mainDraw: 'Cuadro principal' } } }),
  fr: () => Promise.resolve({ default: { sample: { mainDraw: 'Tableau principal' } } }),
}

describe('messages', () => {
  it('follow the active language, and default to English without a provider', async () => {
    const { LocaleProvider, loadLocale, provideLanguages, sample, useMessages } = await withSampleCatalog()
    provideLanguages(SAMPLE_LANGUAGES)
    await loadLocale('es')
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
    provideLanguages(SAMPLE_LANGUAGES)
    expect(messagesFor(sample, 'es').mainDraw).toBe('Main draw')
    await loadLocale('es')
    expect(messagesFor(sample, 'es').mainDraw).toBe('Cuadro principal')
    expect(messagesFor(sample, 'fr').mainDraw).toBe('Main draw')
    expect(messagesFor(sample, 'en').mainDraw).toBe('Main draw')
  })

  it('leaves a page in English when the words cannot be loaded, and tries again next time', async () => {
    const { loadLocale, messagesFor, provideLanguages, sample } = await withSampleCatalog()
    const french = vi
      .fn<LanguageModules['fr']>()
      .mockRejectedValueOnce(new Error('the chunk could not be loaded'))
      .mockImplementation(SAMPLE_LANGUAGES.fr)
    provideLanguages({ ...SAMPLE_LANGUAGES, fr: french })
    await expect(loadLocale('fr')).resolves.toBeUndefined()
    expect(messagesFor(sample, 'fr').mainDraw).toBe('Main draw')
    await loadLocale('fr')
    expect(messagesFor(sample, 'fr').mainDraw).toBe('Tableau principal')
    expect(french).toHaveBeenCalledTimes(2)
  })

  it('leaves every page in English when no languages were provided', async () => {
    const { loadLocale, messagesFor, sample } = await withSampleCatalog()
    await loadLocale('es')
    expect(messagesFor(sample, 'es').mainDraw).toBe('Main draw')
  })
})
