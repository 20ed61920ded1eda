import { describe, expect, it } from 'vitest'
import { courtName, gamesByDay } from './schedule'

const game = (
  number: number,
  time: string | null,
  extra: { courtNumber?: number; matchDay?: number } = {},
) => ({
  number,
  time,
  courtNumber: extra.courtNumber ?? null,
  matchDay: extra.matchDay ?? null,
})

describe('the schedule of a round', () => {
  it('names a court from the tournament first, then the court relation, else by number', () => {
    const court = { idx: 'c', name: 'Court relation', position: 1 }
    expect(courtName({ courtNumber: 1, court }, { '1': 'Pista Central' })).toEqual({ name: 'Pista Central' })
    expect(courtName({ courtNumber: 2, court }, { '1': 'Pista Central' })).toEqual({ name: 'Court relation' })
    expect(courtName({ courtNumber: 3, court: null }, {})).toEqual({ number: 3 })
    expect(courtName({ courtNumber: null, court }, null)).toEqual({ name: 'Court relation' })
    expect(courtName({ courtNumber: null, court: null }, null)).toBeNull()
  })

  it('groups games by their day in the tournament zone, in time order, untimed last', () => {
    const days = gamesByDay(
      [
        game(4, null, { matchDay: 2 }),
        game(3, '2025-06-14T22:30:00.000Z'), // already the 15th in Madrid
        game(2, '2025-06-14T10:00:00.000Z', { courtNumber: 2 }),
        game(1, '2025-06-14T10:00:00.000Z', { courtNumber: 1 }),
        game(5, null, { matchDay: 1 }),
      ],
      'Europe/Madrid',
    )
    expect(days.map((day) => [day.day, day.games.map((g) => g.number)])).toEqual([
      ['2025-06-14', [1, 2]],
      ['2025-06-15', [3]],
      [null, [5, 4]],
    ])
    expect(days[0]!.firstTime).toBe('2025-06-14T10:00:00.000Z')
  })
})
