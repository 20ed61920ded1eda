import { describe, expect, it } from 'vitest'
import type { Game, Round } from '../api/schemas'
import { scoreText } from './score'
import { lastResult, nextGame, teamDraws, teamGames, teamPools } from './team-games'

const WORDS = { retired: 'ret.', walkover: 'w/o', cancelled: 'cancelled', bye: 'bye' }
const us = { idx: 'us', name: 'Ruiz / Gil' }
const them = { idx: 'them', name: 'Muñoz / Ortega' }
const others = { idx: 'others', name: 'Sanz / Vidal' }

function game(overrides: Partial<Game> & Pick<Game, 'idx' | 'number'>): Game {
  return { status: 'UPCOMING', homeTeam: us, awayTeam: them, ...overrides }
}

function sets(...pairs: [number, number][]) {
  return {
    idx: 's',
    home: pairs.filter(([h, a]) => h > a).length,
    away: pairs.filter(([h, a]) => a > h).length,
    sets: pairs.map(([home, away], i) => ({ idx: `s${i}`, number: i + 1, home, away, isTieBreak: false })),
  }
}

const poolRound: Round = {
  idx: 'pools',
  name: 'Pools',
  number: 1,
  type: 'ROUND_ROBIN_ROUND',
  pools: [
    {
      idx: 'pa',
      name: 'Pool A',
      number: 1,
      teams: [us, them, others],
      standings: [
        { idx: 'st1', rank: 1, team: them, teamStats: null },
        { idx: 'st2', rank: 2, team: us, teamStats: null },
      ],
    },
    { idx: 'pb', name: 'Pool B', number: 2, teams: [{ idx: 'x', name: 'X' }] },
  ],
  games: [
    // Lost, though at home: the score must read from our side.
    game({
      idx: 'g2',
      number: 2,
      status: 'FINISHED',
      time: '2026-06-13T10:00:00Z',
      winner: them,
      score: sets([4, 6], [6, 7]),
    }),
    // Won away.
    game({
      idx: 'g1',
      number: 1,
      status: 'FINISHED',
      time: '2026-06-13T08:00:00Z',
      homeTeam: others,
      awayTeam: us,
      winner: us,
      score: sets([3, 6], [2, 6]),
    }),
    game({ idx: 'g3', number: 3, homeTeam: them, awayTeam: others, time: '2026-06-13T09:00:00Z' }),
  ],
}

const bracketRound: Round = {
  idx: 'bracket',
  name: 'Finals',
  number: 2,
  type: 'SINGLE_ELIMINATION_ROUND',
  games: [
    game({
      idx: 'sf',
      number: 1,
      time: '2026-06-14T09:00:00Z',
      awayTeam: null,
      awayTeamDetails: { label: 'Winner of game 4', sourceGameNumber: 4, sourceResult: 'WINNER' },
    }),
    game({ idx: 'later', number: 2, time: null }),
  ],
  draws: [
    {
      idx: 'main',
      placement: 1,
      rounds: [
        { idx: 'dr', label: 'Semi-finals', order: 0, games: [{ idx: 'sf', number: 1, status: 'UPCOMING' }] },
      ],
    },
  ],
}

describe("a team's games", () => {
  it('gathers its games across rounds in time order, untimed last, each with its opponent and draw round', () => {
    const games = teamGames([bracketRound, poolRound], us.idx)
    expect(games.map((each) => each.game.idx)).toEqual(['g1', 'g2', 'sf', 'later'])
    expect(games.map((each) => each.side)).toEqual(['away', 'home', 'home', 'home'])
    expect(games[0]?.opponent).toEqual(others)
    expect(games[2]?.opponent).toBeNull()
    expect(games[2]?.opponentDetails?.label).toBe('Winner of game 4')
    expect(games[2]?.drawRound).toBe('Semi-finals')
    expect(games[2]?.drawIdx).toBe('main')
    expect(games[0]?.drawRound).toBeNull()
    expect(games.map((each) => each.outcome)).toEqual(['won', 'lost', null, null])
  })

  it('reads the score from its own side, won or lost, home or away', () => {
    const [won, lost] = teamGames([poolRound], us.idx)
    expect(scoreText(won!.game, WORDS, won!.side)).toBe('6-3 6-2')
    expect(scoreText(lost!.game, WORDS, lost!.side)).toBe('4-6 6-7')
  })

  it('has as next game a live one first, else the first still to play; the last result before it', () => {
    const games = teamGames([poolRound, bracketRound], us.idx)
    expect(nextGame(games)?.game.idx).toBe('sf')
    expect(lastResult(games)?.game.idx).toBe('g2')
    const live = teamGames(
      [
        {
          ...bracketRound,
          games: [
            ...bracketRound.games!,
            game({
              idx: 'now',
              number: 3,
              time: '2026-06-14T12:00:00Z',
              liveStartedAt: '2026-06-14T12:01:00Z',
            }),
          ],
        },
      ],
      us.idx,
    )
    expect(nextGame(live)?.game.idx).toBe('now')
    expect(nextGame(teamGames([poolRound], us.idx))).toBeNull()
    expect(lastResult(teamGames([bracketRound], us.idx))).toBeNull()
  })

  it('finds its pool rows and the draws its path runs through', () => {
    expect(
      teamPools([poolRound, bracketRound], us.idx).map((row) => [row.pool.name, row.standing?.rank]),
    ).toEqual([['Pool A', 2]])
    expect(teamDraws(teamGames([poolRound, bracketRound], us.idx))).toEqual([
      { roundIdx: 'bracket', roundName: 'Finals', drawIdx: 'main' },
    ])
  })
})
