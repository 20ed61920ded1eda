import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { Game, Round } from '../../api/schemas'
import { LocaleProvider } from '../../i18n/locale'
import { Bracket } from './Bracket'
import { syntheticRound, syntheticTeamName } from '../../../test-support/data/synthetic-round'
import * as gameText from './game-text'
import { GEOMETRY_PROPERTIES } from './layout/geometry'

vi.mock('./game-text', { spy: true })

function renderBracket(round: Round, view: 'tree' | 'rounds' = 'tree') {
  return render(
    <Bracket round={round} timeZone="Europe/Madrid" courtNames={{ '1': 'Centre Court' }} view={view} />,
  )
}

function gamesOf(round: Round): Game[] {
  return round.draws!.flatMap((draw) => draw.rounds!.flatMap((drawRound) => drawRound.games!))
}

describe('Bracket', () => {
  it('shows each draw round as a labelled list of games, left to right by order', () => {
    renderBracket(syntheticRound({ entries: 8, playedRounds: 1, shuffled: true }))
    const rounds = screen.getAllByRole('region')
    expect(
      rounds.map(
        (region) => region.getAttribute('aria-labelledby') && within(region).getByRole('heading').textContent,
      ),
    ).toEqual(['Quarterfinals', 'Semifinals', 'Final'])
    expect(within(rounds[0]!).getAllByRole('listitem')).toHaveLength(4)
    const first = within(rounds[0]!).getAllByRole('article')[0]!
    expect(first).toHaveAccessibleName(
      `Game 1: ${syntheticTeamName(1)} vs ${syntheticTeamName(8)}, ${syntheticTeamName(1)} won 7-6 (tie-break) 6-2. ` +
        'Fri, Nov 20, 09:00 AM · Centre Court. Winner goes to game 5 (Semifinals).',
    )
  })

  it('says which zone its times are in, unless the page already does', () => {
    const round = syntheticRound({ entries: 4 })
    const { rerender } = renderBracket(round)
    expect(screen.getByText('Times in Europe/Madrid')).toBeVisible()
    rerender(<Bracket round={round} timeZone="Europe/Madrid" view="tree" showTimeZone={false} />)
    expect(screen.queryByText('Times in Europe/Madrid')).toBeNull()
  })

  it("writes times in the reader's regional format, as every other view does", () => {
    // A British browser reads an English page's times day first and on a 24-hour clock.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB'])
    renderBracket(syntheticRound({ entries: 4, playedRounds: 1 }))
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(/Fri 20 Nov, 09:00 · Centre Court/)
  })

  it("sizes each round's column to its longest names instead of cutting them", () => {
    const round = syntheticRound({ entries: 16 })
    const longest = round.draws![0]!.rounds![0]!.games!.flatMap((game) => [
      game.homeTeam!.name,
      game.awayTeam!.name,
    ])
    longest.sort((a, b) => b.length - a.length)
    renderBracket(round)
    // The column takes the width of an invisible copy of its longest rows (bracket.css has no ellipsis).
    const sizer = screen.getAllByRole('region')[0]!.querySelector('.bk-sizer')!
    expect(sizer).toHaveTextContent(longest[0]!)
  })

  it('marks the winner by weight and a check mark, and a live game as live', () => {
    renderBracket(syntheticRound({ entries: 8, playedRounds: 1 }))
    const [game1] = screen.getAllByRole('article')
    const winnerRow = within(game1!)
      .getAllByRole('button')
      .find((row) => row.className.includes('bk-won'))!
    expect(winnerRow).toHaveClass('bk-won')
    expect(
      within(game1!)
        .getAllByRole('button')
        .filter((row) => row.className.includes('bk-won')),
    ).toHaveLength(1)
    const live = screen
      .getAllByRole('article')
      .find((article) => article.getAttribute('data-state') === 'live')!
    expect(live).toHaveAccessibleName(expect.stringContaining('live, 3-2'))
    expect(within(live).getByText('Live')).toBeInTheDocument()
  })

  it('shows a bye as the team going through, with no empty opponent', () => {
    renderBracket(syntheticRound({ entries: 6 }))
    const byes = screen
      .getAllByRole('article')
      .filter((article) => article.getAttribute('data-state') === 'bye')
    expect(byes).toHaveLength(2)
    expect(within(byes[0]!).getAllByRole('button')).toHaveLength(1)
    expect(byes[0]).toHaveAccessibleName(
      expect.stringContaining(`${syntheticTeamName(1)} goes through on a bye`),
    )
  })

  it('shows a status the contract does not list, in words', () => {
    const round = syntheticRound({ entries: 2 })
    round.draws![0]!.rounds![0]!.games![0]!.status = 'POSTPONED'
    renderBracket(round)
    const game = screen.getByRole('article')
    expect(within(game).getByText('Postponed')).toBeInTheDocument()
    expect(game).toHaveAccessibleName(expect.stringContaining(', Postponed.'))
  })

  it('names a slot not known yet by where its team comes from', () => {
    renderBracket(syntheticRound({ entries: 4 }))
    const final = screen.getAllByRole('article')[2]!
    expect(within(final).getByText('Winner of game 1')).toBeInTheDocument()
    expect(within(final).getByText('Winner of game 2')).toBeInTheDocument()
  })

  it('moves focus with the arrow keys: down the round, right to where the winner goes, left back', async () => {
    const user = userEvent.setup()
    renderBracket(syntheticRound({ entries: 8, playedRounds: 3 }))
    const tree = screen.getByRole('group', { name: 'Main draw: bracket' })
    const tabStops = within(tree)
      .getAllByRole('button')
      .filter((row) => row.tabIndex === 0)
    expect(tabStops).toHaveLength(1)
    act(() => tabStops[0]!.focus())
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toHaveAttribute('data-side', 'away')
    await user.keyboard('{ArrowRight}')
    const semi = (document.activeElement as HTMLElement).closest('article')!
    expect(semi).toHaveAccessibleName(expect.stringMatching(/^Game 5:/))
    expect(document.activeElement).toHaveAttribute('data-side', 'home')
    await user.keyboard('{ArrowLeft}')
    expect((document.activeElement as HTMLElement).closest('article')).toHaveAccessibleName(
      expect.stringMatching(/^Game 1:/),
    )
  })

  it("highlights a team's path on focus and pins it on Enter", async () => {
    const user = userEvent.setup()
    const round = syntheticRound({ entries: 8, playedRounds: 3 })
    renderBracket(round)
    const champion = gamesOf(round).find((game) => game.number === 7)!.winner!
    const rows = () => screen.getAllByRole('button', { name: `Show the path of ${champion.name}` })
    expect(rows()).toHaveLength(3)
    act(() => rows()[0]!.focus())
    for (const row of rows()) expect(row).toHaveClass('bk-path')
    await user.keyboard('{Enter}')
    for (const row of rows()) expect(row).toHaveAttribute('aria-pressed', 'true')
  })

  it('re-renders only the game whose score changed, and only its draw round of the tree', () => {
    const round = syntheticRound({ entries: 32, playedRounds: 1 })
    const view = renderBracket(round)
    const live = gamesOf(round).find((game) => game.liveStartedAt)!
    const summaries = vi.mocked(gameText.gameSummary)
    // A column drawn again sizes itself from its games' courts: no other column may ask.
    const courts = vi.mocked(gameText.courtText)
    summaries.mockClear()
    courts.mockClear()
    // What TanStack Query's structural sharing hands over: new objects only along the changed path.
    const changed: Game = {
      ...live,
      score: { ...live.score!, sets: [{ ...live.score!.sets![0]!, home: 4 }] },
    }
    const draw = round.draws![0]!
    const next: Round = {
      ...round,
      draws: [
        {
          ...draw,
          rounds: draw.rounds!.map((drawRound) =>
            drawRound.games!.includes(live)
              ? { ...drawRound, games: drawRound.games!.map((game) => (game === live ? changed : game)) }
              : drawRound,
          ),
        },
      ],
    }
    view.rerender(
      <Bracket round={next} timeZone="Europe/Madrid" courtNames={{ '1': 'Centre Court' }} view="tree" />,
    )
    expect(summaries).toHaveBeenCalledTimes(1)
    expect(summaries.mock.calls[0]![0]).toBe(changed)
    const liveRound = next.draws![0]!.rounds!.find((drawRound) => drawRound.games!.includes(changed))!
    const sized = new Set(courts.mock.calls.map(([game]) => game))
    expect(sized.size).toBeGreaterThan(1)
    for (const game of sized) expect(liveRound.games).toContain(game)
    expect(
      screen.getAllByRole('article').find((article) => article.getAttribute('data-state') === 'live'),
    ).toHaveAccessibleName(expect.stringContaining('live, 4-2'))
  })

  it('lists a round at a time, with where each winner goes, for narrow screens', async () => {
    const user = userEvent.setup()
    renderBracket(syntheticRound({ entries: 8, playedRounds: 1 }), 'rounds')
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Quarterfinals', 'Semifinals', 'Final'])
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Semifinals')
    await user.click(tabs[0]!)
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getAllByRole('article')).toHaveLength(4)
    expect(within(panel).getAllByText('Winner goes to game 5 (Semifinals)')).toHaveLength(2)
  })

  it('gives its stylesheet the measures its layout places games by, in the tree and in the round list', () => {
    const expected = Object.entries(GEOMETRY_PROPERTIES)
    expect(expected).toContainEqual(['--bk-row', '1.75em'])
    const round = syntheticRound({ entries: 8 })
    const { container, unmount } = renderBracket(round)
    const tree = container.querySelector<HTMLElement>('.bk-tree')!
    for (const [name, value] of expected) expect(tree.style.getPropertyValue(name), name).toBe(value)
    unmount()
    const list = renderBracket(round, 'rounds').container.querySelector<HTMLElement>('.bk-round-list')!
    for (const [name, value] of expected) expect(list.style.getPropertyValue(name), name).toBe(value)
    // bracket.css reads no measure the layout does not set (but the embed's window height).
    const css = readFileSync(join(process.cwd(), 'src/components/bracket/bracket.css'), 'utf8')
    const read = new Set([...css.matchAll(/var\((--bk-[\w-]+)/g)].map((match) => match[1]))
    read.delete('--bk-viewport-height')
    expect([...read].sort()).toEqual(
      Object.keys(GEOMETRY_PROPERTIES)
        .filter((name) => name !== '--bk-slot')
        .sort(),
    )
  })

  it('offers each draw of the round as a tab, the main draw first and placement draws by their places', async () => {
    const user = userEvent.setup()
    const main = syntheticRound({ entries: 8, playedRounds: 1 }).draws![0]!
    const third = { ...syntheticRound({ entries: 2 }).draws![0]!, idx: 'third', placement: 3 }
    const fifth = { ...syntheticRound({ entries: 4 }).draws![0]!, idx: 'fifth', placement: 5 }
    renderBracket({
      idx: 'r',
      name: 'Bracket',
      type: 'SINGLE_ELIMINATION_ROUND',
      number: 1,
      draws: [fifth, main, third],
    })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Main draw', '3rd place play-off', 'Places 5–8'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await user.click(tabs[2]!)
    expect(screen.getByRole('group', { name: 'Places 5–8: bracket' })).toBeInTheDocument()
  })

  it('speaks the language of the page', () => {
    render(
      <LocaleProvider locale="es">
        <Bracket round={syntheticRound({ entries: 4 })} timeZone="Europe/Madrid" view="tree" />
      </LocaleProvider>,
    )
    expect(screen.getByRole('group', { name: 'Cuadro principal: cuadro' })).toBeInTheDocument()
    expect(screen.getAllByText('Ganador del partido 1')).not.toHaveLength(0)
  })

  it('prints a 128-draw as four sections and the last rounds, every page with its round labels', () => {
    renderBracket(syntheticRound({ entries: 128, playedRounds: 2 }))
    act(() => {
      fireEvent(window, new Event('beforeprint'))
    })
    const pages = screen.getAllByRole('region', { name: /^Page \d of 5$/ })
    expect(pages).toHaveLength(5)
    expect(
      within(pages[0]!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Round of 128', 'Round of 64', 'Round of 32', 'Round of 16', 'Quarterfinals'])
    expect(
      within(pages[4]!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Quarterfinals', 'Semifinals', 'Final'])
    act(() => {
      fireEvent(window, new Event('afterprint'))
    })
    expect(screen.queryAllByRole('region', { name: /^Page/ })).toHaveLength(0)
  })
})
