import { describe, expect, it } from 'vitest'
import { likelyTournaments, playedDuring, roundHints } from './tournament-search'

const tournament = (idx: string, start: string, end: string, createdAt?: string) => ({
  idx,
  startDate: `${start}T08:00:00.000Z`,
  endDate: `${end}T20:00:00.000Z`,
  createdAt: createdAt && `${createdAt}T10:00:00.000Z`,
})

describe('what a round tells about its tournament', () => {
  it('is when its first timed game is played and when it was created', () => {
    expect(
      roundHints({
        createdAt: '2025-05-01T10:00:00.000Z',
        games: [{ time: null }, { time: '2025-06-15T09:00:00.000Z' }, { time: '2025-06-14T18:00:00.000Z' }],
      }),
    ).toEqual({
      firstGameAt: Date.parse('2025-06-14T18:00:00.000Z'),
      createdAt: Date.parse('2025-05-01T10:00:00.000Z'),
    })
    expect(roundHints({ createdAt: 'not a date', games: [{ time: null }] })).toEqual({
      firstGameAt: null,
      createdAt: null,
    })
  })
})

describe('the tournaments to read first for a round', () => {
  const hints = roundHints({
    createdAt: '2025-05-20T10:00:00.000Z',
    games: [{ time: '2025-06-14T22:30:00.000Z' }],
  })

  it('are those whose dates hold its first game, a day’s slack either side', () => {
    expect(playedDuring(tournament('same days', '2025-06-13', '2025-06-15'), hints)).toBe(true)
    // Its end date is an instant: a game after it the same evening is still within the slack.
    expect(playedDuring(tournament('ended at 20:00', '2025-06-12', '2025-06-14'), hints)).toBe(true)
    expect(playedDuring(tournament('two days before', '2025-06-10', '2025-06-12'), hints)).toBe(false)
    expect(playedDuring(tournament('a week before', '2025-06-01', '2025-06-07'), hints)).toBe(false)
    expect(playedDuring(tournament('no dates', 'x', 'y'), hints)).toBe(false)
    expect(playedDuring(tournament('any', '2025-06-13', '2025-06-15'), { ...hints, firstGameAt: null })).toBe(
      false,
    )
  })

  it('come in order: dates holding the game, nearest dates, then created shortly before the round', () => {
    const order = likelyTournaments(
      [
        tournament('far', '2024-01-01', '2024-01-02', '2023-12-01'),
        tournament('near', '2025-06-16', '2025-06-20', '2025-05-01'),
        tournament('holds, created long before', '2025-06-10', '2025-06-30', '2025-01-01'),
        tournament('holds, created after the round', '2025-06-14', '2025-06-14', '2025-05-25'),
        tournament('holds, created just before', '2025-06-14', '2025-06-15', '2025-05-19'),
      ],
      hints,
    ).map((each) => each.idx)
    expect(order).toEqual([
      'holds, created just before',
      'holds, created long before',
      'holds, created after the round',
      'near',
      'far',
    ])
  })

  it('come by creation alone for a round without a timed game', () => {
    const untimed = { firstGameAt: null, createdAt: Date.parse('2025-05-20T10:00:00.000Z') }
    const order = likelyTournaments(
      [
        tournament('older', '2025-01-01', '2025-01-02', '2024-12-01'),
        tournament('after', '2025-06-01', '2025-06-02', '2025-05-21'),
        tournament('just before', '2023-01-01', '2023-01-02', '2025-05-18'),
      ],
      untimed,
    ).map((each) => each.idx)
    expect(order).toEqual(['just before', 'older', 'after'])
  })
})
