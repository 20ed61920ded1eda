import { describe, expect, it } from 'vitest'
import type { Game, Team } from './dataset-schema.ts'
import { LANDMARKS } from './landmarks.ts'
import { buildRolandGarros } from './roland-garros.ts'

const { tournament } = buildRolandGarros()
const [round] = tournament.rounds
const teams = new Map<string, Team>(
  tournament.divisions.flatMap((division) => division.teams.map((team) => [team.idx, team])),
)
const games = round?.games ?? []
const nameOf = (idx: string | null) => (idx === null ? null : (teams.get(idx)?.name ?? null))
const gameNumbered = (number: number) => games.find((game) => game.number === number) as Game
const sets = (game: Game) =>
  game.score?.sets.map((set) => `${set.home}-${set.away}${set.isTieBreak ? '*' : ''}`)

describe('The Roland Garros 2023 draw', () => {
  it('is one division, one single-elimination round, one draw of seven draw rounds with their labels', () => {
    expect(tournament.idx).toBe(LANDMARKS.rolandGarros.tournamentIdx)
    expect(tournament.divisions).toHaveLength(1)
    expect(tournament.rounds).toHaveLength(1)
    expect(round?.type).toBe('SINGLE_ELIMINATION_ROUND')
    expect(round?.draws).toHaveLength(1)
    expect(round?.draws[0]?.rounds.map((drawRound) => [drawRound.order, drawRound.label])).toEqual([
      [0, 'Round of 128'],
      [1, 'Round of 64'],
      [2, 'Round of 32'],
      [3, 'Round of 16'],
      [4, 'Quarter-finals'],
      [5, 'Semi-finals'],
      [6, 'Final'],
    ])
    const perRound = round?.draws[0]?.rounds.map(
      (drawRound) => games.filter((g) => g.drawRoundIdx === drawRound.idx).length,
    )
    expect(perRound).toEqual([64, 32, 16, 8, 4, 2, 1])
  })

  it('has 127 games and 128 players with their seeds', () => {
    expect(games).toHaveLength(127)
    expect(teams.size).toBe(128)
    expect([...teams.values()].filter((team) => team.seed > 0)).toHaveLength(32)
    expect([...teams.values()].find((team) => team.seed === 1)?.name).toBe('Carlos Alcaraz')
  })

  it('feeds game k of a draw round from games 2k-1 and 2k of the round before, home from the upper one', () => {
    for (const game of games.filter((candidate) => candidate.number > 64)) {
      const upper = gameNumbered(game.homeTeamDetails.sourceGameNumber ?? 0)
      const lower = gameNumbered(game.awayTeamDetails.sourceGameNumber ?? 0)
      expect(lower.number).toBe(upper.number + 1)
      expect(game.homeTeamIdx).toBe(upper.winnerIdx)
      expect(game.awayTeamIdx).toBe(lower.winnerIdx)
    }
    expect(gameNumbered(65).homeTeamDetails).toMatchObject({ sourceGameNumber: 1, label: 'Winner of game 1' })
    expect(gameNumbered(127).awayTeamDetails.sourceGameNumber).toBe(126)
  })

  it('puts seeds on their lines: the top of the first game, the bottom of the last', () => {
    expect(nameOf(gameNumbered(1).homeTeamIdx)).toBe('Carlos Alcaraz')
    expect(nameOf(gameNumbered(64).awayTeamIdx)).toBe('Daniil Medvedev')
    expect(games.some((game) => game.number <= 64 && game.winnerIdx === game.awayTeamIdx)).toBe(true)
  })

  it('ends with the final Djokovic d. Ruud 7-6 6-3 7-5, the first set a tie-break set', () => {
    const final = gameNumbered(127)
    expect(nameOf(final.homeTeamIdx)).toBe('Novak Djokovic')
    expect(nameOf(final.awayTeamIdx)).toBe('Casper Ruud')
    expect(nameOf(final.winnerIdx)).toBe('Novak Djokovic')
    expect(final.status).toBe('FINISHED')
    expect(sets(final)).toEqual(['7-6*', '6-3', '7-5'])
    expect(final.score).toMatchObject({ home: 3, away: 0 })
  })

  it('has the two retirements and the walkover', () => {
    const retirements = games.filter((game) => game.isRetirement)
    expect(retirements.map((game) => nameOf(game.winnerIdx)).sort()).toEqual([
      'Tomas Martin Etcheverry',
      'Zhizhen Zhang',
    ])
    for (const game of retirements) {
      expect(game.status).toBe('FINISHED')
      expect(game.retiredTeamId).toBe(
        game.winnerIdx === game.homeTeamIdx ? game.awayTeamIdx : game.homeTeamIdx,
      )
    }
    const zhang = retirements.find((game) => nameOf(game.winnerIdx) === 'Zhizhen Zhang') as Game
    const zhangSide = zhang.homeTeamIdx === zhang.winnerIdx ? 'home' : 'away'
    expect(
      zhang.score?.sets.map((set) => (zhangSide === 'home' ? [set.home, set.away] : [set.away, set.home])),
    ).toEqual([
      [6, 1],
      [4, 1],
    ])
    const walkovers = games.filter((game) => game.status === 'FORFEIT')
    expect(walkovers).toHaveLength(1)
    expect(nameOf(walkovers[0]?.winnerIdx ?? null)).toBe('Holger Rune')
    expect(walkovers[0]?.score).toBeNull()
  })

  it('keeps five-set scores from the winner’s side turned to home and away', () => {
    const shapovalov = games.find(
      (game) => nameOf(game.winnerIdx) === 'Denis Shapovalov' && game.number <= 64,
    ) as Game
    expect(nameOf(shapovalov.awayTeamIdx)).toBe('Denis Shapovalov')
    expect(sets(shapovalov)).toEqual(['4-6', '5-7', '6-4', '6-3', '3-6'])
    expect(shapovalov.score).toMatchObject({ home: 2, away: 3 })
  })
})
