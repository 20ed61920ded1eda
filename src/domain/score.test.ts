import { describe, expect, it } from 'vitest'
import type { Game } from '../api/schemas'
import { formatSets, gameState, hasResult, isStillToPlay, scoreText, setViews, winnerSide } from './score'

const WORDS = { retired: 'ret.', walkover: 'w/o', cancelled: 'cancelled', bye: 'bye' }
const djokovic = { idx: 'djokovic', name: 'Novak Djokovic' }
const ruud = { idx: 'ruud', name: 'Casper Ruud' }

function game(overrides: Partial<Game>): Game {
  return { idx: 'g', number: 1, status: 'UPCOMING', homeTeam: djokovic, awayTeam: ruud, ...overrides }
}

function sets(...pairs: [number, number, boolean?][]) {
  return {
    idx: 's',
    home: pairs.filter(([h, a]) => h > a).length,
    away: pairs.filter(([h, a]) => a > h).length,
    sets: pairs.map(([home, away, isTieBreak = false], i) => ({
      idx: `s${i}`,
      number: i + 1,
      home,
      away,
      isTieBreak,
    })),
  }
}

describe('score text', () => {
  it('writes sets from the winner side, a tie-break set marked only when asked', () => {
    const final = game({ status: 'FINISHED', winner: djokovic, score: sets([7, 6, true], [6, 3], [7, 5]) })
    expect(scoreText(final, WORDS)).toBe('7-6 6-3 7-5')
    expect(scoreText(final, { ...WORDS, markTieBreakSet: (text) => `${text}*` })).toBe('7-6* 6-3 7-5')
    expect(setViews(final.score?.sets).map((set) => set.kind)).toEqual(['tieBreakSet', 'set', 'set'])
  })

  it('turns the sets around when the away side won', () => {
    const upset = game({ status: 'FINISHED', winner: ruud, score: sets([6, 4], [3, 6], [2, 6], [4, 6]) })
    expect(scoreText(upset, WORDS)).toBe('4-6 6-3 6-2 6-4')
    expect(scoreText(upset, WORDS, 'home')).toBe('6-4 3-6 2-6 4-6')
  })

  it('shows a match tie-break as one, in brackets', () => {
    const padel = game({ status: 'FINISHED', winner: djokovic, score: sets([6, 4], [3, 6], [10, 6, true]) })
    expect(scoreText(padel, WORDS)).toBe('6-4 3-6 [10-6]')
    expect(setViews(padel.score?.sets)[2]?.kind).toBe('matchTieBreak')
  })

  it('marks a retirement, a walkover, a cancelled game and a bye', () => {
    const retired = game({
      status: 'FINISHED',
      isRetirement: true,
      winner: djokovic,
      score: sets([6, 1], [4, 1]),
    })
    expect(gameState(retired)).toBe('retired')
    expect(scoreText(retired, WORDS)).toBe('6-1 4-1 ret.')
    expect(scoreText(game({ status: 'FORFEIT', winner: ruud }), WORDS)).toBe('w/o')
    expect(scoreText(game({ status: 'CANCELLED' }), WORDS)).toBe('cancelled')
    expect(scoreText(game({ status: 'BYE', awayTeam: null }), WORDS)).toBe('bye')
    expect(scoreText(game({}), WORDS)).toBe('')
  })

  it('orders sets by their number', () => {
    const score = sets([6, 3], [7, 5])
    score.sets.reverse()
    expect(formatSets(setViews(score.sets))).toBe('6-3 7-5')
  })
})

describe('game state', () => {
  it('is live once started and until there is a result', () => {
    expect(gameState(game({ liveStartedAt: '2023-06-11T13:00:00.000Z' }))).toBe('live')
    expect(gameState(game({ liveStartedAt: '2023-06-11T13:00:00.000Z', winner: djokovic }))).toBe('finished')
    expect(gameState(game({ status: 'FINISHED', liveStartedAt: '2023-06-11T13:00:00.000Z' }))).toBe(
      'finished',
    )
    expect(gameState(game({}))).toBe('upcoming')
    expect(gameState(game({ status: 'POSTPONED' }))).toBe('other')
  })

  it('has a result once played, retired or walked over; not while upcoming, live, cancelled or a bye', () => {
    expect(hasResult(game({ status: 'FINISHED', winner: djokovic }))).toBe(true)
    expect(hasResult(game({ status: 'FINISHED', isRetirement: true }))).toBe(true)
    expect(hasResult(game({ status: 'FORFEIT', winner: ruud }))).toBe(true)
    expect(hasResult(game({ winner: djokovic }))).toBe(true)
    for (const status of ['UPCOMING', 'CANCELLED', 'BYE', 'POSTPONED'])
      expect(hasResult(game({ status, liveStartedAt: '2023-06-11T13:00:00.000Z' }))).toBe(false)
  })

  it('is still to be played while upcoming, live or in a status not known; not once over, cancelled or a bye', () => {
    expect(isStillToPlay(game({}))).toBe(true)
    expect(isStillToPlay(game({ liveStartedAt: '2023-06-11T13:00:00.000Z' }))).toBe(true)
    expect(isStillToPlay(game({ status: 'POSTPONED' }))).toBe(true)
    for (const status of ['FINISHED', 'FORFEIT', 'CANCELLED', 'BYE'])
      expect(isStillToPlay(game({ status, winner: djokovic }))).toBe(false)
  })
})

describe('winner', () => {
  it('comes from the `winner` relation first', () => {
    expect(winnerSide(game({ status: 'FINISHED', winner: ruud, score: sets([6, 1]) }))).toBe('away')
  })

  it('falls back to the sets won, then to the sets themselves', () => {
    expect(winnerSide(game({ status: 'FINISHED', score: sets([6, 1], [6, 2]) }))).toBe('home')
    const counted = { ...sets([1, 6], [2, 6]), home: 0, away: 0 }
    expect(winnerSide(game({ status: 'FINISHED', score: counted }))).toBe('away')
  })

  it('is the team going through on a bye, the one that did not retire, and nobody before the end', () => {
    expect(winnerSide(game({ status: 'BYE', homeTeam: null }))).toBe('away')
    expect(winnerSide(game({ status: 'FINISHED', isRetirement: true, retiredTeamId: 'ruud' }))).toBe('home')
    expect(winnerSide(game({ liveStartedAt: '2023-06-11T13:00:00.000Z', score: sets([6, 1]) }))).toBeNull()
  })
})
