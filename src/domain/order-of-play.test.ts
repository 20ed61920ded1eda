import { describe, expect, it } from 'vitest'
import type { Game } from '../api/schemas'
import { gameCourt } from './court'
import {
  courtsNow,
  defaultDay,
  isCalendarDay,
  latestResults,
  nextDayOfPlay,
  nowStrip,
  orderOfPlay,
  playToday,
  scheduleDays,
} from './order-of-play'
import { minutesOnCourt, type PlayGame } from './play-game'

let nextIdx = 0
function game(number: number, extra: Partial<Game> = {}): { game: Game; round: string } {
  nextIdx += 1
  return {
    round: 'r1',
    game: {
      idx: `g${nextIdx}`,
      number,
      status: 'UPCOMING',
      time: null,
      courtNumber: null,
      liveStartedAt: null,
      ...extra,
    },
  }
}
const numbers = (games: readonly PlayGame[]) => games.map((play) => play.entry.game.number)

const courtNames = { '1': 'Pista Central', '2': 'Pista 2', '10': 'Pista 10' }

describe('the order of play of a tournament', () => {
  it('puts courts in court order (10 after 2) and each court in time order', () => {
    const { days } = orderOfPlay(
      [
        game(1, { time: '2025-06-14T10:00:00Z', courtNumber: 10 }),
        game(2, { time: '2025-06-14T11:00:00Z', courtNumber: 2 }),
        game(3, { time: '2025-06-14T09:00:00Z', courtNumber: 2 }),
        game(4, { time: '2025-06-14T09:00:00Z', courtNumber: 1 }),
      ],
      { timeZone: 'Europe/Madrid', courtNames },
    )
    expect(days).toHaveLength(1)
    expect(days[0]!.courts.map((column) => column.court.name)).toEqual([
      'Pista Central',
      'Pista 2',
      'Pista 10',
    ])
    expect(days[0]!.courts.map((column) => numbers(column.games))).toEqual([[4], [3, 2], [1]])
  })

  it('names a court from courtNames, else from the game, and places number-less courts by position', () => {
    expect(gameCourt({ courtNumber: 3, court: { idx: 'c3', name: 'Court three' } }, courtNames)).toEqual({
      key: '3',
      number: 3,
      name: 'Court three',
      order: 3,
    })
    expect(gameCourt({ courtNumber: 4, court: null }, null)?.name).toBeNull()
    const { days } = orderOfPlay(
      [
        game(1, { time: '2025-06-14T10:00:00Z', court: { idx: 'annex', name: 'Annex', position: 9 } }),
        game(2, { time: '2025-06-14T10:00:00Z', courtNumber: 2 }),
      ],
      { timeZone: 'UTC', courtNames },
    )
    expect(days[0]!.courts.map((column) => [column.court.key, column.court.name])).toEqual([
      ['2', 'Pista 2'],
      ['annex', 'Annex'],
    ])
  })

  it('keeps games without a time under "not scheduled yet" and timed games without a court apart', () => {
    const result = orderOfPlay(
      [
        game(1, { matchDay: 2 }),
        game(2, { matchDay: 1, courtNumber: 1 }),
        game(3, { time: '2025-06-14T12:00:00Z' }),
        game(4, { time: '2025-06-14T10:00:00Z' }),
        game(5, { time: '2025-06-14T10:00:00Z', courtNumber: 1 }),
      ],
      { timeZone: 'UTC', courtNames },
    )
    expect(numbers(result.notScheduled)).toEqual([2, 1])
    expect(numbers(result.days[0]!.noCourt)).toEqual([4, 3])
    expect(numbers(result.days[0]!.courts[0]!.games)).toEqual([5])
  })

  it('leaves byes out: nobody plays them', () => {
    const result = orderOfPlay([game(1, { status: 'BYE' }), game(2)], { timeZone: 'UTC' })
    expect(numbers(result.notScheduled)).toEqual([2])
  })

  it('groups by the day in the tournament zone: 23:30 UTC is already the next day in Madrid', () => {
    const entries = [
      game(1, { time: '2025-06-14T21:30:00Z', courtNumber: 1 }), // 23:30 in Madrid, 14th
      game(2, { time: '2025-06-14T22:30:00Z', courtNumber: 1 }), // 00:30 in Madrid, 15th
    ]
    expect(
      orderOfPlay(entries, { timeZone: 'Europe/Madrid' }).days.map((d) => [
        d.day,
        numbers(d.courts[0]!.games),
      ]),
    ).toEqual([
      ['2025-06-14', [1]],
      ['2025-06-15', [2]],
    ])
    expect(orderOfPlay(entries, { timeZone: 'UTC' }).days.map((d) => d.day)).toEqual(['2025-06-14'])
  })

  it('keeps days right across a DST change (Madrid moves from +1 to +2 on 30 March 2025)', () => {
    const entries = [
      game(1, { time: '2025-03-29T22:30:00Z', courtNumber: 1 }), // 23:30 +1, Saturday
      game(2, { time: '2025-03-30T22:30:00Z', courtNumber: 1 }), // 00:30 +2, Monday
      game(3, { time: '2025-03-30T21:30:00Z', courtNumber: 1 }), // 23:30 +2, Sunday
    ]
    expect(
      orderOfPlay(entries, { timeZone: 'Europe/Madrid' }).days.map((d) => [
        d.day,
        numbers(d.courts[0]!.games),
      ]),
    ).toEqual([
      ['2025-03-29', [1]],
      ['2025-03-30', [3]],
      ['2025-03-31', [2]],
    ])
  })
})

describe('a round’s games by day', () => {
  it('groups games by their day in the tournament zone, in time order, untimed last, byes kept when asked', () => {
    const entries = [
      game(4, { matchDay: 2 }),
      game(3, { time: '2025-06-14T22:30:00.000Z' }), // already the 15th in Madrid
      game(2, { time: '2025-06-14T10:00:00.000Z', courtNumber: 2 }),
      game(1, { time: '2025-06-14T10:00:00.000Z', courtNumber: 1 }),
      game(5, { matchDay: 1 }),
      game(6, { status: 'BYE' }),
    ]
    const order = orderOfPlay(entries, { timeZone: 'Europe/Madrid', withByes: true })
    expect(order.days.map((day) => [day.day, numbers(day.games)])).toEqual([
      ['2025-06-14', [1, 2]],
      ['2025-06-15', [3]],
    ])
    expect(numbers(order.notScheduled)).toEqual([5, 4, 6])
    expect(numbers(orderOfPlay(entries, { timeZone: 'Europe/Madrid' }).notScheduled)).toEqual([5, 4])
  })

  it('puts games at the same time in court order, whatever their numbers', () => {
    const { days } = orderOfPlay(
      [
        game(1, { time: '2025-06-14T10:00:00Z', courtNumber: 10 }),
        game(2, { time: '2025-06-14T10:00:00Z', courtNumber: 2 }),
        game(3, { time: '2025-06-14T10:00:00Z' }),
      ],
      { timeZone: 'UTC', courtNames },
    )
    expect(numbers(days[0]!.games)).toEqual([2, 1, 3])
  })
})

describe('the venue’s day', () => {
  const now = Date.parse('2025-06-14T12:00:00Z')

  it('is today’s games by court, and every game on court now whatever day it was printed for', () => {
    const day = playToday(
      [
        game(1, { time: '2025-06-13T20:00:00Z', courtNumber: 1, liveStartedAt: '2025-06-13T20:05:00Z' }),
        game(2, { time: '2025-06-14T13:00:00Z', courtNumber: 1 }),
        game(3, { time: '2025-06-13T09:00:00Z', courtNumber: 2, status: 'FINISHED' }),
        game(4, { time: '2025-06-15T09:00:00Z', courtNumber: 2 }),
        game(5, { liveStartedAt: '2025-06-14T11:30:00Z' }),
        game(6, { status: 'BYE', time: '2025-06-14T10:00:00Z', courtNumber: 2 }),
      ],
      { timeZone: 'UTC', now, courtNames },
    )
    expect(day.day).toBe('2025-06-14')
    expect(day.courts.map((column) => [column.court.name, numbers(column.games)])).toEqual([
      ['Pista Central', [1, 2]],
    ])
    expect(numbers(day.noCourt)).toEqual([5])
  })

  it('has per court the game started last when two are live, and the next; a court with neither is left out', () => {
    const courts = courtsNow(
      playToday(
        [
          game(1, { time: '2025-06-14T09:00:00Z', courtNumber: 1, liveStartedAt: '2025-06-14T09:05:00Z' }),
          game(2, { time: '2025-06-14T11:00:00Z', courtNumber: 1, liveStartedAt: '2025-06-14T11:02:00Z' }),
          game(3, { time: '2025-06-14T13:00:00Z', courtNumber: 1 }),
          // Tomorrow's game is not "next" today.
          game(4, { time: '2025-06-15T09:00:00Z', courtNumber: 2 }),
          game(5, { time: '2025-06-14T08:00:00Z', courtNumber: 3, status: 'FINISHED' }),
          game(6, { time: '2025-06-14T13:00:00Z', courtNumber: 4 }),
        ],
        { timeZone: 'UTC', now },
      ),
    )
    expect(
      courts.map((each) => [each.court?.key, each.now?.entry.game.number, each.next?.entry.game.number]),
    ).toEqual([
      ['1', 2, 3],
      ['4', undefined, 6],
    ])
    expect(minutesOnCourt(courts[0]!.now!, now)).toBe(58)
  })

  it('has a game on now without a court on its own, after the courts; one to come without a court is not on any', () => {
    const courts = courtsNow(
      playToday(
        [
          game(1, { time: '2025-06-14T11:00:00Z', liveStartedAt: '2025-06-14T11:10:00Z' }),
          game(2, { time: '2025-06-14T11:00:00Z', courtNumber: 2, liveStartedAt: '2025-06-14T11:00:00Z' }),
          game(3, { time: '2025-06-14T13:00:00Z' }),
        ],
        { timeZone: 'UTC', now, courtNames },
      ),
    )
    expect(courts.map((each) => [each.court?.name ?? null, each.now?.entry.game.number, each.next])).toEqual([
      ['Pista 2', 2, null],
      [null, 1, null],
    ])
    expect(minutesOnCourt(courts[1]!.now!, now)).toBe(50)
  })
})

describe('the Now strip', () => {
  const now = Date.parse('2025-06-14T12:20:00Z')
  const options = { timeZone: 'Europe/Madrid', now, courtNames }

  it('lists the live games in court order with their minutes on court', () => {
    const strip = nowStrip(
      [
        game(1, { time: '2025-06-14T12:00:00Z', courtNumber: 2, liveStartedAt: '2025-06-14T12:05:30Z' }),
        game(2, { time: '2025-06-14T12:00:00Z', courtNumber: 1, liveStartedAt: '2025-06-14T11:00:00Z' }),
        game(3, { time: '2025-06-14T13:00:00Z', courtNumber: 1 }),
      ],
      options,
    )
    expect(
      strip.live.map((live) => [live.entry.game.number, live.court?.name, minutesOnCourt(live, now)]),
    ).toEqual([
      [2, 'Pista Central', 80],
      [1, 'Pista 2', 14],
    ])
  })

  it('gives each court its first game of today not started, even a late one, never tomorrow', () => {
    const strip = nowStrip(
      [
        game(1, { time: '2025-06-14T14:00:00Z', courtNumber: 1 }),
        game(2, { time: '2025-06-14T13:00:00Z', courtNumber: 1 }),
        game(3, { time: '2025-06-14T11:00:00Z', courtNumber: 2 }), // late: still first on court 2
        game(4, { time: '2025-06-14T15:00:00Z', courtNumber: 2 }),
        game(5, { time: '2025-06-15T08:00:00Z', courtNumber: 10 }), // tomorrow in Madrid
        game(6, { time: '2025-06-14T13:00:00Z' }), // no court: not "on a court"
        game(7, {
          time: '2025-06-14T10:00:00Z',
          courtNumber: 1,
          status: 'FINISHED',
          submittedAt: '2025-06-14T11:00:00Z',
        }),
      ],
      options,
    )
    expect(strip.upNext.map((next) => [next.court?.key, next.entry.game.number])).toEqual([
      ['1', 2],
      ['2', 3],
    ])
  })

  it('lists games finished in the last 30 minutes, the latest first, by result time or due end', () => {
    const strip = nowStrip(
      [
        game(1, { status: 'FINISHED', courtNumber: 1, submittedAt: '2025-06-14T12:00:00Z' }),
        game(2, { status: 'FINISHED', courtNumber: 2, submittedAt: '2025-06-14T11:40:00Z' }), // 40 min ago
        game(3, { status: 'FORFEIT', courtNumber: 3, time: '2025-06-14T11:00:00Z', lengthInMinutes: 70 }),
        game(4, { status: 'CANCELLED', courtNumber: 4, submittedAt: '2025-06-14T12:10:00Z' }),
        game(5, { status: 'FINISHED', isRetirement: true, submittedAt: '2025-06-14T12:15:00Z' }),
      ],
      options,
    )
    expect(strip.justFinished.map((done) => done.entry.game.number)).toEqual([5, 3, 1])
    expect(strip.live).toEqual([])
    expect(strip.upNext).toEqual([])
  })
})

describe('when nothing is on at the venue', () => {
  // 21:30 in Madrid: the day's last game is over.
  const now = Date.parse('2025-06-14T19:30:00Z')
  const options = { timeZone: 'Europe/Madrid', now, courtNames }
  const finished = (at: string) => ({ status: 'FINISHED', submittedAt: at })

  it('names the next day with games to come and each court’s first game on it, in court order', () => {
    const next = nextDayOfPlay(
      [
        game(1, { time: '2025-06-14T16:00:00Z', courtNumber: 1, ...finished('2025-06-14T17:10:00Z') }),
        game(2, { time: '2025-06-15T10:00:00Z', courtNumber: 2 }),
        game(3, { time: '2025-06-15T09:00:00Z', courtNumber: 2 }),
        game(4, { time: '2025-06-15T11:00:00Z', courtNumber: 1 }),
        game(5, { time: '2025-06-15T09:30:00Z' }), // no court: after the courts
        game(6, { time: '2025-06-16T09:00:00Z', courtNumber: 10 }), // the day after: not next
      ],
      options,
    )
    expect(next?.day).toBe('2025-06-15')
    expect(next?.games.map((play) => [play.court?.name ?? null, play.entry.game.number])).toEqual([
      ['Pista Central', 4],
      ['Pista 2', 3],
      [null, 5],
    ])
  })

  it('passes over a day already played, a rest day and yesterday’s game never played', () => {
    const next = nextDayOfPlay(
      [
        game(1, { time: '2025-06-13T18:00:00Z', courtNumber: 1 }), // yesterday, never played
        game(2, { time: '2025-06-14T09:00:00Z', courtNumber: 1, ...finished('2025-06-14T10:20:00Z') }),
        game(3, { time: '2025-06-15T09:00:00Z', courtNumber: 1, status: 'CANCELLED' }),
        game(4, { time: '2025-06-17T08:00:00Z', courtNumber: 2 }),
      ],
      options,
    )
    expect(next?.day).toBe('2025-06-17')
    expect(numbers(next?.games ?? [])).toEqual([4])
  })

  it('has no next day once every game is played', () => {
    expect(
      nextDayOfPlay(
        [game(1, { time: '2025-06-14T09:00:00Z', courtNumber: 1, ...finished('2025-06-14T10:20:00Z') })],
        options,
      ),
    ).toBeNull()
  })

  it('lists the latest results first, by when each came in, without games still to play or cancelled', () => {
    const latest = latestResults(
      [
        game(1, { courtNumber: 1, ...finished('2025-06-14T17:10:00Z') }),
        game(2, { courtNumber: 2, ...finished('2025-06-14T18:40:00Z') }),
        game(3, { courtNumber: 3, status: 'FORFEIT', time: '2025-06-14T18:00:00Z' }),
        game(4, { courtNumber: 4, status: 'CANCELLED', submittedAt: '2025-06-14T19:00:00Z' }),
        game(5, { courtNumber: 1, time: '2025-06-15T09:00:00Z' }),
        game(6, { courtNumber: 2, liveStartedAt: '2025-06-14T19:20:00Z' }),
        game(7, { courtNumber: 1, ...finished('2025-06-14T12:00:00Z') }),
      ],
      { courtNames, count: 3 },
    )
    expect(numbers(latest)).toEqual([2, 3, 1])
  })
})

describe('the days of the schedule', () => {
  const dates = {
    startDate: '2025-06-13T07:00:00Z',
    endDate: '2025-06-15T20:00:00Z',
    timeZone: 'Europe/Madrid',
  }

  it('offers every day of a short tournament and every day with games', () => {
    expect(scheduleDays(['2025-06-14', '2025-06-17'], dates)).toEqual([
      '2025-06-13',
      '2025-06-14',
      '2025-06-15',
      '2025-06-17',
    ])
  })

  it('offers only the days with games of a league spanning months', () => {
    expect(
      scheduleDays(['2025-03-02', '2025-01-12'], { ...dates, startDate: '2025-01-01T00:00:00Z' }),
    ).toEqual(['2025-01-12', '2025-03-02'])
  })

  it('opens on today while the tournament is on, in its zone', () => {
    // 23:30 UTC on the 14th is the 15th in Madrid.
    const now = Date.parse('2025-06-14T23:30:00Z')
    expect(defaultDay(['2025-06-13', '2025-06-14'], { ...dates, now })).toBe('2025-06-15')
  })

  it('opens a finished tournament on its last day with games, an upcoming one on its first', () => {
    const gameDays = ['2025-06-13', '2025-06-14']
    expect(defaultDay(gameDays, { ...dates, now: Date.parse('2025-07-01T12:00:00Z') })).toBe('2025-06-14')
    expect(defaultDay(gameDays, { ...dates, now: Date.parse('2025-05-01T12:00:00Z') })).toBe('2025-06-13')
    expect(defaultDay([], { ...dates, now: Date.parse('2025-05-01T12:00:00Z') })).toBe('2025-06-13')
    expect(defaultDay([], { ...dates, now: Date.parse('2025-07-01T12:00:00Z') })).toBe('2025-06-15')
  })

  it('takes only real calendar days from a link', () => {
    expect(isCalendarDay('2025-06-14')).toBe(true)
    expect(isCalendarDay('2025-02-30')).toBe(false)
    expect(isCalendarDay('14-06-2025')).toBe(false)
    expect(isCalendarDay('tomorrow')).toBe(false)
  })
})
