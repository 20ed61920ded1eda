import { render, screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readDemo, roundPath } from '../../../test-support/demo-api/read-demo.ts'
import { LANDMARKS } from '../../../server/src/data/landmarks.ts'
import { roundSchema, teamListSchema, type Round, type Team } from '../../api/schemas'
import { Bracket } from './Bracket'
import { teamPath } from './layout/team-path'
import { layoutDraw, type DrawLayout } from './layout/tree-layout'

/**
 * The real Roland Garros 2023 men's draw, as the demo API serves it, must come out the way it was
 * played. Expectations are read from the source file itself: `match_num` order within a round is
 * draw order, and match k of a round is fed by matches 2k-1 and 2k of the round before.
 */
const ROUNDS = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'] as const
interface Match {
  winner: string
  loser: string
  winnerSeed: string
  loserSeed: string
  /** As the file writes it: "7-6(5) 6-3 7-5", "6-1 4-1 RET", "W/O". */
  score: string
}

function readMatches(): Match[][] {
  const [header, ...lines] = readFileSync(
    join(process.cwd(), 'server/data/atp_2023_roland_garros.csv'),
    'utf8',
  )
    .trim()
    .split('\n')
  const columns = header!.split(',')
  const rows = lines.map((line) =>
    Object.fromEntries(line.split(',').map((value, i) => [columns[i]!, value])),
  )
  return ROUNDS.map((code) =>
    rows
      .filter((row) => row.round === code)
      .sort((a, b) => Number(a.match_num) - Number(b.match_num))
      .map((row) => ({
        winner: row.winner_name!,
        loser: row.loser_name!,
        winnerSeed: row.winner_seed!,
        loserSeed: row.loser_seed!,
        score: row.score!,
      })),
  )
}

const matches = readMatches()
let round: Round
let teams: Team[]
let layout: DrawLayout

beforeAll(async () => {
  const { roundIdx, tournamentIdx } = LANDMARKS.rolandGarros
  const [roundBody, teamsBody] = await readDemo([
    roundPath(roundIdx),
    `/v1/external/tournaments/${tournamentIdx}/teams`,
  ])
  round = roundSchema.parse(roundBody)
  teams = teamListSchema.parse(teamsBody)
  layout = layoutDraw(round.draws![0]!)
})

const names = (game: { homeTeam?: { name: string } | null; awayTeam?: { name: string } | null }) =>
  [game.homeTeam?.name, game.awayTeam?.name].sort()

describe('Roland Garros 2023, laid out', () => {
  it('puts every match of every round in its place in the draw', () => {
    expect(layout.columns.map((column) => column.length)).toEqual([64, 32, 16, 8, 4, 2, 1])
    matches.forEach((roundMatches, column) => {
      roundMatches.forEach((match, k) => {
        const placed = layout.columns[column]![k]!
        expect(names(placed.game)).toEqual([match.winner, match.loser].sort())
        expect(placed.game.winner?.name).toBe(match.winner)
      })
    })
  })

  it('feeds match k of a round from matches 2k-1 and 2k of the round before, top slot from the upper one', () => {
    for (let column = 1; column < layout.columns.length; column += 1) {
      layout.columns[column]!.forEach((placed, k) => {
        expect(placed.feeders.home).toBe(layout.columns[column - 1]![2 * k])
        expect(placed.feeders.away).toBe(layout.columns[column - 1]![2 * k + 1])
        expect(placed.game.homeTeam?.idx).toBe(placed.feeders.home!.game.winner?.idx)
        expect(placed.game.awayTeam?.idx).toBe(placed.feeders.away!.game.winner?.idx)
        expect(placed.y).toBe((placed.feeders.home!.y + placed.feeders.away!.y) / 2)
      })
    }
    expect(layout.columns[0]!.map((placed) => placed.y)).toEqual(
      Array.from({ length: 64 }, (_, k) => k + 0.5),
    )
  })

  it("follows Djokovic's path through all seven rounds to the title", () => {
    const djokovic = layout.columns[6]![0]!.game.winner!
    expect(djokovic.name).toBe('Novak Djokovic')
    const path = teamPath(layout, djokovic.idx)
    expect(path.map((placed) => placed.column)).toEqual([0, 1, 2, 3, 4, 5, 6])
    const expected = matches.map((roundMatches) =>
      roundMatches.find((match) => match.winner === 'Novak Djokovic')!,
    )
    expect(path.map((placed) => names(placed.game))).toEqual(
      expected.map((match) => [match.winner, match.loser].sort()),
    )
    for (let i = 1; i < path.length; i += 1) expect(path[i - 1]!.next?.game).toBe(path[i])
    expect(path[6]!.next).toBeNull()
  })
})

describe('Roland Garros 2023, rendered', () => {
  function renderDraw() {
    render(<Bracket round={round} teams={teams} timeZone="Europe/Paris" view="tree" />)
    return screen.getAllByRole('region')
  }

  it('shows the seven draw rounds left to right with the labels from the API', () => {
    const regions = renderDraw()
    expect(regions.map((region) => within(region).getByRole('heading').textContent)).toEqual([
      'Round of 128',
      'Round of 64',
      'Round of 32',
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ])
  })

  it('lists all 64 first-round matches in draw order, each with its result and where its winner goes', () => {
    const [firstRound] = renderDraw()
    const games = within(firstRound!).getAllByRole('article')
    expect(games).toHaveLength(64)
    matches[0]!.forEach((match, k) => {
      const name = games[k]!.getAttribute('aria-label')!
      expect(name.startsWith(`Game ${k + 1}: `)).toBe(true)
      expect(name).toContain(match.loser)
      const spokenScore = match.score
        .replace(/\(\d+\)/g, ' (tie-break)')
        .replace('RET', 'by retirement')
        .replace(/^W\/O$/, 'by walkover')
      expect(name).toContain(`, ${match.winner} won ${spokenScore}.`)
      expect(name).toContain(`Winner goes to game ${65 + Math.floor(k / 2)} (Round of 64).`)
    })
  })

  it('marks all 32 seeds before their names', () => {
    renderDraw()
    const seeds = new Map<string, string>()
    for (const match of matches[0]!) {
      if (match.winnerSeed) seeds.set(match.winner, match.winnerSeed)
      if (match.loserSeed) seeds.set(match.loser, match.loserSeed)
    }
    expect(seeds.size).toBe(32)
    for (const [player, seed] of seeds) {
      const [firstRow] = screen.getAllByRole('button', { name: `Show the path of ${player}` })
      expect(firstRow!.querySelector('.bk-mark')).toHaveTextContent(new RegExp(`^${seed}$`))
    }
  })

  it('shows both retirements and the walkover', () => {
    renderDraw()
    const game = (text: string) => screen.getByRole('article', { name: new RegExp(text) })
    const zhang = game('Zhizhen Zhang won 6-1 4-1 by retirement')
    expect(zhang).toHaveAccessibleName(expect.stringContaining('Dusan Lajovic'))
    expect(within(zhang).getByRole('button', { name: /Dusan Lajovic/ })).toHaveTextContent(/ret\.$/)
    const etcheverry = game('Tomas Martin Etcheverry won 6-4 1-0 by retirement')
    expect(within(etcheverry).getByRole('button', { name: /Jack Draper/ })).toHaveTextContent(/ret\.$/)
    const rune = game('Holger Rune won by walkover')
    expect(rune).toHaveAccessibleName(expect.stringMatching(/^Game (6[5-9]|[7-8]\d|9[0-6]): .*Gael Monfils/))
    expect(within(rune).getByRole('button', { name: /Holger Rune/ })).toHaveTextContent(/w\/o$/)
  })

  it('shows the final: Djokovic d. Ruud 7-6 6-3 7-5, the first set a tie-break set', () => {
    const regions = renderDraw()
    const final = within(regions[6]!).getByRole('article')
    expect(final).toHaveAccessibleName(
      'Game 127: Novak Djokovic vs Casper Ruud, Novak Djokovic won 7-6 (tie-break) 6-3 7-5. ' +
        'Sun, Jun 11, 03:00 PM · Court Philippe-Chatrier.',
    )
    const [djokovic, ruud] = within(final).getAllByRole('button')
    expect(djokovic).toHaveClass('bk-won')
    expect(djokovic).toHaveTextContent(/^3Novak Djokovic7 6 7$/)
    expect(ruud).toHaveTextContent(/^4Casper Ruud6tb 3 5$/)
  })
})
