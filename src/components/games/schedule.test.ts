import { describe, expect, it } from 'vitest'
import { gamesByDay } from './schedule'

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
