import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { syntheticRound } from '../../../test-support/data/synthetic-round'
import { GameList } from './GameList'

/** The browser's IntersectionObserver, as far as the list uses it: it is told which cards come near. */
class Viewport {
  static instance: Viewport | null = null
  watched = new Set<Element>()
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    Viewport.instance = this
  }
  observe(element: Element) {
    this.watched.add(element)
  }
  unobserve(element: Element) {
    this.watched.delete(element)
  }
  disconnect() {
    this.watched.clear()
  }
  /** The first `count` cards still watched come within a screen of the view. */
  static bringNear(count: number) {
    const viewport = Viewport.instance!
    const near = [...viewport.watched].slice(0, count)
    act(() => viewport.callback(near.map((target) => ({ isIntersecting: true, target }))))
  }
}

// A 64-team draw, two rounds played: 63 games, finished, live and upcoming.
const games = syntheticRound({ entries: 64, playedRounds: 2 }).draws!.flatMap((draw) =>
  draw.rounds!.flatMap((drawRound) => drawRound.games!),
)

describe('a long game list', () => {
  it('draws in full only the games near the view, and says every game to a screen reader', () => {
    vi.stubGlobal('IntersectionObserver', Viewport)
    onTestFinished(() => void vi.unstubAllGlobals())
    const { container } = render(<GameList games={games} timeZone="Europe/Madrid" />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(games.length)
    // Not one set score on show yet: the cards hold only what a screen reader reads.
    expect(container.querySelectorAll('.tabular-nums')).toHaveLength(0)
    for (const card of cards) expect(card.textContent).toMatch(/^Game \d+/)
    const before = container.querySelectorAll('*').length

    Viewport.bringNear(4)
    const drawn = screen.getAllByRole('article').filter((card) => card.querySelector('[aria-hidden="true"]'))
    expect(drawn).toHaveLength(4)
    expect(within(drawn[0]!).getAllByText(/^#\d+$/)).toHaveLength(1)
    // A game drawn in full adds its sides, sets and badge: more than ten elements each.
    expect(container.querySelectorAll('*').length - before).toBeGreaterThan(4 * 10)
  })

  it('draws every game where the browser cannot say what is near (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    onTestFinished(() => void vi.unstubAllGlobals())
    render(<GameList games={games} timeZone="Europe/Madrid" />)
    const drawn = screen.getAllByRole('article').filter((card) => card.querySelector('[aria-hidden="true"]'))
    expect(drawn).toHaveLength(games.length)
  })
})
