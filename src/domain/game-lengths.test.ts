import { describe, expect, it } from 'vitest'
import type { Game } from '../api/schemas'
import { lengthSamples, playedMinutes, priorMinutes, typicalOf } from './game-lengths'

function game(extra: Partial<Game>): Game {
  return {
    idx: 'g1',
    number: 1,
    status: 'FINISHED',
    time: null,
    liveStartedAt: '2026-06-14T09:00:00.000Z',
    submittedAt: '2026-06-14T10:35:00.000Z',
    lengthInMinutes: null,
    isRetirement: false,
    ...extra,
  }
}

describe('how long a played game took', () => {
  it('is its time on court, from going live to its result', () => {
    expect(playedMinutes(game({}))).toBe(95)
  })

  it('falls back to the API’s length, but not to one no game can have', () => {
    expect(playedMinutes(game({ liveStartedAt: null, lengthInMinutes: 70 }))).toBe(70)
    expect(playedMinutes(game({ liveStartedAt: null, lengthInMinutes: 1e12 }))).toBeNull()
    expect(playedMinutes(game({ liveStartedAt: null, lengthInMinutes: 0 }))).toBeNull()
  })

  it('teaches nothing from a walkover, a retirement or a game still on court', () => {
    expect(playedMinutes(game({ status: 'FORFEIT' }))).toBeNull()
    expect(playedMinutes(game({ isRetirement: true }))).toBeNull()
    expect(playedMinutes(game({ status: 'UPCOMING', submittedAt: null }))).toBeNull()
  })
})

describe('a sport’s usual length before any game is played', () => {
  it('is longer for a best of five than a best of three, and shortest for pickleball', () => {
    const bestOf = (numberOfSets: number) => ({ numberOfSets, proSets: false })
    expect(priorMinutes('TENNIS', bestOf(5))).toBeGreaterThan(priorMinutes('TENNIS', bestOf(3)))
    expect(priorMinutes('PICKLEBALL', bestOf(3))).toBeLessThan(priorMinutes('PADEL', bestOf(3)))
    expect(priorMinutes('PADEL', { numberOfSets: 3, proSets: true })).toBeLessThan(
      priorMinutes('PADEL', bestOf(3)),
    )
  })
})

describe('the typical length of the games played', () => {
  it('is their mean, so the long games a court’s later games wait for count for what they took', () => {
    // The median is 90; the three games one after another took 300 minutes, not 270.
    expect(typicalOf([80, 90, 130])).toBe(100)
  })

  it('counts a result entered hours late as one long game, not as hours', () => {
    // 600 is held at 1.5 × the median (90): (80 + 90 + 90 + 135) / 4.
    expect(typicalOf([80, 90, 90, 600])).toBeCloseTo(98.75, 5)
  })
})

describe('the samples a day’s games teach', () => {
  it('are the games played to their end, each with its division and format', () => {
    const format = { numberOfSets: 3, proSets: false }
    const samples = lengthSamples([
      { game: game({}), divisionIdx: 'men', format },
      { game: game({ status: 'FORFEIT' }), divisionIdx: 'men', format },
      { game: game({ submittedAt: '2026-06-14T10:00:00.000Z' }), divisionIdx: 'women', format },
    ])
    expect(samples).toEqual([
      { divisionIdx: 'men', format, minutes: 95 },
      { divisionIdx: 'women', format, minutes: 60 },
    ])
  })
})
