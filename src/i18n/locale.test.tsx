import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { bracketMessages } from '../features/bracket/messages'
import es from './es'
import fr from './fr'
import { defineMessages, LocaleProvider, messagesFor, useMessages, type Catalog } from './locale'

// The test setup has loaded every language, as an embed's route does before it shows anything.

function Label() {
  const m = useMessages(bracketMessages)
  return <p>{m.winnerOf('12')}</p>
}

describe('messages', () => {
  it('follow the active language', () => {
    render(
      <LocaleProvider locale="es">
        <Label />
      </LocaleProvider>,
    )
    expect(screen.getByText('Ganador del partido 12')).toBeInTheDocument()
  })

  it('are in English in a language the catalog has no words in', () => {
    const catalog = defineMessages({ en: { final: 'Final' } })
    expect(messagesFor(catalog, 'fr').final).toBe('Final')
  })

  it('default to English without a provider', () => {
    render(<Label />)
    expect(screen.getByText('Winner of game 12')).toBeInTheDocument()
  })
})

describe('loading a language', () => {
  /** A fresh copy of the module, with nothing loaded yet. */
  async function freshLocale() {
    vi.resetModules()
    return import('./locale')
  }

  it('gives a page its words once loaded, and English until then', async () => {
    const { loadLocale, messagesFor } = await freshLocale()
    expect(messagesFor(bracketMessages, 'es').mainDraw).toBe('Main draw')
    await loadLocale('es')
    expect(messagesFor(bracketMessages, 'es').mainDraw).toBe('Cuadro principal')
    expect(messagesFor(bracketMessages, 'fr').mainDraw).toBe('Main draw')
    expect(messagesFor(bracketMessages, 'en').mainDraw).toBe('Main draw')
  })

  it('leaves a page in English when the words cannot be loaded, and tries again next time', async () => {
    vi.doMock('./fr', () => {
      throw new Error('the chunk could not be loaded')
    })
    const { loadLocale, messagesFor } = await freshLocale()
    await expect(loadLocale('fr')).resolves.toBeUndefined()
    expect(messagesFor(bracketMessages, 'fr').mainDraw).toBe('Main draw')
    vi.doUnmock('./fr')
    await loadLocale('fr')
    expect(messagesFor(bracketMessages, 'fr').mainDraw).toBe('Tableau principal')
  })
})

describe('the language modules', () => {
  const catalogs = Object.values(
    import.meta.glob<Record<string, unknown>>('../**/messages.ts', { eager: true }),
  ).flatMap((module) => Object.values(module).filter(isCatalog))
  const names = catalogs.flatMap((catalog) => (catalog.name === undefined ? [] : [catalog.name]))

  it('name every translated catalog once', () => {
    expect(names.length).toBeGreaterThan(0)
    expect(new Set(names).size).toBe(names.length)
  })

  it('each give words for exactly the translated catalogs', () => {
    for (const language of [es, fr]) expect(Object.keys(language).sort()).toEqual([...names].sort())
  })
})

function isCatalog(value: unknown): value is Catalog<unknown> {
  return typeof value === 'object' && value !== null && 'en' in value
}
