import { describe, expect, it } from 'vitest'
import type { Draw, Game, Reference, Round, TeamDetails } from '../api/schemas'
import { nextGame, teamGames } from './team-games'
import { whatComesNext, type NextStep } from './what-comes-next'

const us: Reference = { idx: 'us', name: 'Ruiz / Gil' }
const them: Reference = { idx: 'them', name: 'Muñoz / Ortega' }

const winnerOf = (n: number): TeamDetails => ({
  label: `Winner of game ${n}`,
  sourceGameNumber: n,
  sourceResult: 'WINNER',
})
const loserOf = (n: number): TeamDetails => ({
  label: `Loser of game ${n}`,
  sourceGameNumber: n,
  sourceResult: 'LOSER',
})
const rankOf = (poolNumber: number, poolRank: number): TeamDetails => ({
  label: `${poolRank} of pool ${poolNumber}`,
  poolNumber,
  poolRank,
  sourceResult: 'POOL_RANK',
})

function game(number: number, fields: Partial<Game> = {}): Game {
  return {
    idx: `g${number}`,
    number,
    status: 'UPCOMING',
    time: `2026-06-14T${String(8 + number).padStart(2, '0')}:00:00.000Z`,
    courtNumber: 1 + (number % 3),
    homeTeam: null,
    awayTeam: null,
    ...fields,
  }
}

/** A draw from its draw rounds' games, first round first. */
function draw(idx: string, placement: number, rounds: [string, Game[]][]): Draw {
  return {
    idx,
    placement,
    rounds: rounds.map(([label, games], order) => ({ idx: `${idx}-${order}`, label, order, games })),
  }
}

function eliminationRound(draws: Draw[], fields: Partial<Round> = {}): Round {
  return {
    idx: 'finals',
    name: 'Final stage',
    number: 2,
    type: 'SINGLE_ELIMINATION_ROUND',
    games: draws.flatMap((each) => (each.rounds ?? []).flatMap((drawRound) => drawRound.games ?? [])),
    draws,
    ...fields,
  }
}

/**
 * Eight teams: quarter-finals 1–4, semi-finals 5–6, final 7; with `playOff`, game 8 takes the
 * semi-finals' losers for third place. We play game `at` at home (its slot filled, as the API does).
 */
function eightDraw({ playOff = true, linked = true, at = 1 } = {}): Round {
  const ours = (n: number) => (n === at ? { homeTeam: us } : {})
  const later = (n: number, a: number, b: number) =>
    game(n, { ...(linked ? { homeTeamDetails: winnerOf(a), awayTeamDetails: winnerOf(b) } : {}), ...ours(n) })
  const main = draw('main', 1, [
    [
      'Quarter-finals',
      [
        game(1, { homeTeam: at === 1 ? us : { idx: 'a', name: 'A' }, awayTeam: them }),
        game(2, { homeTeam: { idx: 'c', name: 'C' }, awayTeam: { idx: 'd', name: 'D' } }),
        game(3),
        game(4),
      ],
    ],
    ['Semi-finals', [later(5, 1, 2), later(6, 3, 4)]],
    ['Final', [later(7, 5, 6)]],
  ])
  const third = draw('third', 3, [
    [
      '3rd place play-off',
      [game(8, { homeTeamDetails: loserOf(5), awayTeamDetails: loserOf(6), ...ours(8) })],
    ],
  ])
  return eliminationRound(playOff ? [main, third] : [main])
}

function comesNext(rounds: Round[]) {
  const games = teamGames(rounds, us.idx)
  return whatComesNext(rounds, us.idx, games, nextGame(games))
}

/** A step as a test reads it: "game 5 (Semi-finals), home, vs Winner of game 2", or the step itself. */
function read(step: NextStep | null | undefined) {
  if (!step) return null
  if (step.kind !== 'game') return step
  const { game: next } = step
  const opponent = next.opponent?.name ?? next.opponentDetails?.label
  return `game ${next.game.number} (${next.drawRound}), ${next.side}, vs ${opponent}`
}

describe('what comes next in a draw', () => {
  it('sends a winner to the game its slot names, and says a loser is out when no draw takes losers of that round', () => {
    const next = comesNext([eightDraw()])
    expect(next?.from.game.number).toBe(1)
    expect(read(next?.ifWin)).toEqual('game 5 (Semi-finals), home, vs Winner of game 2')
    expect(read(next?.ifLose)).toEqual({ kind: 'out', place: null })
  })

  it('sends a semi-final loser to the play-off for third place, and a winner to the final', () => {
    const next = comesNext([eightDraw({ at: 5 })])
    expect(next?.from.game.number).toBe(5)
    expect(read(next?.ifWin)).toEqual('game 7 (Final), home, vs Winner of game 6')
    expect(read(next?.ifLose)).toEqual('game 8 (3rd place play-off), home, vs Loser of game 6')
  })

  it('says a semi-final loser shares third place when no play-off decides it', () => {
    const next = comesNext([eightDraw({ playOff: false, at: 5 })])
    expect(read(next?.ifLose)).toEqual({ kind: 'out', place: 3 })
  })

  it('gives the final’s winner the draw’s place (1: champion) and its loser the next; a play-off its own', () => {
    const final = comesNext([eightDraw({ at: 7 })])
    expect(read(final?.ifWin)).toEqual({ kind: 'place', place: 1 })
    expect(read(final?.ifLose)).toEqual({ kind: 'place', place: 2 })
    const playOff = comesNext([eightDraw({ at: 8 })])
    expect(read(playOff?.ifWin)).toEqual({ kind: 'place', place: 3 })
    expect(read(playOff?.ifLose)).toEqual({ kind: 'place', place: 4 })
  })

  it('looks a source game up in its own round only: another round’s “winner of game 1” is not ours', () => {
    const first = eliminationRound(
      [draw('opening', 1, [['Opening game', [game(1, { homeTeam: us, awayTeam: them })]]])],
      { idx: 'opening', name: 'Opening', number: 1 },
    )
    const main = eightDraw()
    const other = {
      ...main,
      games: main.games?.map((each) =>
        each.number === 1 ? { ...each, homeTeam: { idx: 'a', name: 'A' } } : each,
      ),
    }
    // The final stage's game 5 takes the winner of the final stage's own game 1.
    expect(comesNext([first, other])).toBeNull()
  })
})

describe('what comes next says nothing it cannot read', () => {
  it('without `sourceGameNumber` links (a draw linked by position only)', () => {
    expect(comesNext([eightDraw({ linked: false })])).toBeNull()
  })

  it('claims no champion or place while a later round of the division follows', () => {
    const later: Round = {
      idx: 'later',
      name: 'Masters',
      number: 3,
      type: 'SINGLE_ELIMINATION_ROUND',
      games: [],
      draws: [],
    }
    const next = comesNext([eightDraw({ at: 7 }), later])
    expect(next).toBeNull()
    // A loser before the final is not called out either: the later round may take it.
    expect(comesNext([eightDraw(), later])?.ifLose).toBeNull()
  })

  it('in a qualifying round, whose last game decides no place (qualifiers go on to another round)', () => {
    expect(
      comesNext([eightDraw({ at: 7 })].map((round) => ({ ...round, type: 'QUALIFIERS_ROUND' as const }))),
    ).toBeNull()
  })

  it('when two slots claim the same game, or a placement draw’s slot is known only by its label', () => {
    const round = eightDraw()
    const twice = {
      ...round,
      games: [...(round.games ?? []), game(9, { awayTeamDetails: winnerOf(1) })],
    }
    expect(comesNext([twice])?.ifWin).toBeNull()
    const labelled = eightDraw()
    const playOff = labelled.draws![1]!.rounds![0]!.games![0]!
    playOff.homeTeamDetails = { label: 'Best loser' }
    expect(comesNext([labelled])?.ifLose).toBeNull()
  })

  it('after the game is played, or when there is no next game', () => {
    const round = eightDraw()
    const games = teamGames([round], us.idx)
    const played = { ...games[0]!, game: { ...games[0]!.game, status: 'FINISHED' as const, winner: us } }
    expect(whatComesNext([round], us.idx, games, played)).toBeNull()
    expect(whatComesNext([round], us.idx, games, null)).toBeNull()
  })
})

describe('what comes next in a pool', () => {
  const pools: Round = {
    idx: 'pools',
    name: 'Group stage',
    number: 1,
    type: 'ROUND_ROBIN_ROUND',
    pools: [
      { idx: 'pa', name: 'Pool A', number: 1, teams: [us, them, { idx: 'e', name: 'E' }] },
      { idx: 'pb', name: 'Pool B', number: 2, teams: [] },
    ],
    games: [
      game(3, { homeTeam: us, awayTeam: { idx: 'e', name: 'E' }, time: '2026-06-14T12:00:00.000Z' }),
      game(1, {
        homeTeam: us,
        awayTeam: them,
        status: 'FINISHED',
        winner: us,
        time: '2026-06-14T09:00:00.000Z',
      }),
      game(2, {
        homeTeam: them,
        awayTeam: us,
        liveStartedAt: '2026-06-14T10:02:00.000Z',
        time: '2026-06-14T10:00:00.000Z',
      }),
      game(4, { homeTeam: { idx: 'e', name: 'E' }, awayTeam: us, time: '2026-06-14T14:00:00.000Z' }),
    ],
  }
  const knockout = eliminationRound([
    draw('main', 1, [
      [
        'Semi-finals',
        [
          game(1, { homeTeamDetails: rankOf(1, 1), awayTeamDetails: rankOf(2, 2) }),
          game(2, { homeTeamDetails: rankOf(2, 1), awayTeamDetails: rankOf(1, 2) }),
        ],
      ],
      ['Final', [game(3, { homeTeamDetails: winnerOf(1), awayTeamDetails: winnerOf(2) })]],
    ]),
  ])

  it('lists the team’s other pool games still to play, in time order, and no win or lose step', () => {
    const next = comesNext([pools])
    expect(next?.from.game.number).toBe(2)
    expect(next?.poolGames.map((each) => each.game.number)).toEqual([3, 4])
    expect(next?.ifWin).toBeNull()
    expect(next?.ifLose).toBeNull()
  })

  it('reads the games its pool’s ranks lead to in the division’s next round, by rank', () => {
    // A round further on takes ranks of a pool 1 too: another pool round's, not ours.
    const further = eliminationRound(
      [
        draw('x', 1, [
          ['Final', [game(1, { homeTeamDetails: rankOf(1, 1), awayTeamDetails: rankOf(1, 2) })]],
        ]),
      ],
      { idx: 'further', number: 3 },
    )
    const next = comesNext([pools, further, knockout])
    expect(
      next?.afterPool.map(({ rank, game: each }) => [rank, each.round.idx, each.game.number, each.side]),
    ).toEqual([
      [1, 'finals', 1, 'home'],
      [2, 'finals', 2, 'away'],
    ])
    expect(next?.afterPool[0]?.game.opponentDetails?.poolNumber).toBe(2)
  })
})
