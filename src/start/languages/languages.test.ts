import { describe, expect, it } from 'vitest'
import { bracketMessages } from '../../features/bracket/messages'
import { messagesFor, type Catalog } from '../../i18n/locale'
import es from './es'
import fr from './fr'

// The test setup has provided and loaded every language, as start-up and an embed's route do.

describe('the language modules', () => {
  const catalogs = Object.values(
    import.meta.glob<Record<string, unknown>>('../../**/messages.ts', { eager: true }),
  ).flatMap((module) => Object.values(module).filter(isCatalog))
  const names = catalogs.flatMap((catalog) => (catalog.name === undefined ? [] : [catalog.name]))

  it('name every translated catalog once', () => {
    expect(names.length).toBeGreaterThan(0)
    expect(new Set(names).size).toBe(names.length)
  })

  it('each give words for exactly the translated catalogs', () => {
    for (const language of [es, fr]) expect(Object.keys(language).sort()).toEqual([...names].sort())
  })

  it('reach the features’ catalogs once loaded', () => {
    expect(messagesFor(bracketMessages, 'es').winnerOf('12')).toBe('Ganador del partido 12')
    expect(messagesFor(bracketMessages, 'fr').mainDraw).toBe('Tableau principal')
  })
})

function isCatalog(value: unknown): value is Catalog<unknown> {
  return typeof value === 'object' && value !== null && 'en' in value
}
