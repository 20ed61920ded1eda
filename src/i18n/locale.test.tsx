import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defineMessages, LocaleProvider, messagesFor, useMessages } from './locale'

const catalog = defineMessages({
  en: { final: 'Final', winnerOf: (game: number) => `Winner of game ${game}` },
  es: { final: 'Final', winnerOf: (game: number) => `Ganador del partido ${game}` },
})

function Label() {
  const m = useMessages(catalog)
  return <p>{m.winnerOf(12)}</p>
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

  it('fall back to English where a language has no catalog', () => {
    expect(messagesFor(catalog, 'fr').winnerOf(3)).toBe('Winner of game 3')
  })

  it('default to English without a provider', () => {
    render(<Label />)
    expect(screen.getByText('Winner of game 12')).toBeInTheDocument()
  })
})
