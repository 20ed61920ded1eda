import { describe, expect, it } from 'vitest'
import type { Game } from '../api/schemas'
import { orderOfPlay } from './order-of-play'
import { formatKey, typicalLengths, type GameFormat } from './game-lengths'
import {
  courtForecast,
  estimateDiffers,
  learnedChangeoverMinutes,
  liveGameEnd,
  printedSlotMinutes,
  PRIOR_CHANGEOVER_MINUTES,
  type CourtGame,
} from './start-estimates'

const BEST_OF_3: GameFormat = { numberOfSets: 3, proSets: false }
const at = (hhmm: string) => Date.parse(`2026-06-14T${hhmm}:00Z`)
const iso = (hhmm: string) => new Date(at(hhmm)).toISOString()
const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16)

let nextIdx = 0
function entry(extra: Partial<Game>, divisionIdx: string | null = 'men'): CourtGame & { game: Game } {
  nextIdx += 1
  return {
    divisionIdx,
    format: BEST_OF_3,
    game: {
      idx: `g${nextIdx}`,
      number: nextIdx,
      status: 'UPCOMING',
      time: null,
      courtNumber: 1,
      liveStartedAt: null,
      submittedAt: null,
      isRetirement: false,
      ...extra,
    },
  }
}
const finished = (start: string, end: string, extra: Partial<Game> = {}) =>
  entry({ status: 'FINISHED', time: iso(start), liveStartedAt: iso(start), submittedAt: iso(end), ...extra })
const waiting = (time: string, extra: Partial<Game> = {}) => entry({ time: iso(time), ...extra })

/** Padel's prior (85 minutes) whatever is asked: what a day with nothing played yet estimates with. */
const PRIOR = typicalLengths([], 'PADEL')

describe('estimated starts on one court', () => {
  it('with nothing played yet, chains the sport’s typical length and a changeover after the printed times', () => {
    const games = [waiting('09:00'), waiting('10:00'), waiting('14:00')]
    const { estimates, minutesLate } = courtForecast(games, {
      now: at('08:00'),
      lengths: PRIOR,
      changeoverMinutes: 10,
    })
    // 09:00 + 85 + 10 = 10:35; then 10:35 + 95 = 12:10, before the 14:00 game's printed time.
    expect(games.map((game) => clock(estimates.get(game.game.idx)!.at))).toEqual(['09:00', '10:35', '14:00'])
    expect(minutesLate).toBe(0)
  })

  it('pushes every later game back when a court runs late, and says how late its next game is', () => {
    const games = [finished('09:00', '11:10'), waiting('10:30'), waiting('12:00')]
    const { estimates, minutesLate } = courtForecast(games, {
      now: at('11:15'),
      lengths: PRIOR,
      changeoverMinutes: 10,
    })
    expect(clock(estimates.get(games[1]!.game.idx)!.at)).toBe('11:20')
    expect(clock(estimates.get(games[2]!.game.idx)!.at)).toBe('12:55')
    expect(minutesLate).toBe(50)
    expect(estimateDiffers(estimates.get(games[1]!.game.idx)!)).toBe(true)
  })

  it('keeps the printed time when the game before finished early: never before it', () => {
    const games = [finished('09:00', '09:40'), waiting('10:30')]
    const { estimates } = courtForecast(games, { now: at('09:45'), lengths: PRIOR, changeoverMinutes: 10 })
    const estimate = estimates.get(games[1]!.game.idx)!
    expect(clock(estimate.at)).toBe('10:30')
    expect(estimate.minutesLate).toBe(0)
    expect(estimateDiffers(estimate)).toBe(false)
  })

  it('never estimates a start in the past: a waiting game whose court is free starts now at the earliest', () => {
    const games = [waiting('09:00')]
    const { estimates } = courtForecast(games, { now: at('09:20'), lengths: PRIOR, changeoverMinutes: 10 })
    expect(clock(estimates.get(games[0]!.game.idx)!.at)).toBe('09:20')
  })

  it('moves a long live game’s end later as it goes on, not earlier', () => {
    const live = entry({ time: iso('09:00'), liveStartedAt: iso('09:00'), status: 'UPCOMING' })
    const ends = ['10:00', '10:30', '11:00', '12:00'].map((now) => liveGameEnd(live, 85, at(now)))
    for (let i = 1; i < ends.length; i++) expect(ends[i]!).toBeGreaterThan(ends[i - 1]!)
    // Past its typical length it is still expected to go on a few minutes, never to be over already.
    expect(ends[3]!).toBeGreaterThanOrEqual(at('12:05'))
  })

  it('reads a live game’s pace from its sets: two long sets played mean a long third', () => {
    const sets = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        idx: `s${i}`,
        number: i + 1,
        home: 6,
        away: 4,
        isTieBreak: false,
      }))
    const slow = entry({
      liveStartedAt: iso('09:00'),
      score: { idx: 'sc', home: 1, away: 1, playerPointsBalanced: null, sets: sets(3) },
    })
    // Two sets and half the third in 150 minutes: an hour a set, so about half an hour more.
    const end = liveGameEnd(slow, 85, at('11:30'))
    expect(end).toBeGreaterThan(at('11:50'))
    expect(end).toBeLessThan(at('12:40'))
  })

  it('takes a walkover’s result time as the court’s free time, and learns no length from it', () => {
    const walkover = entry({ status: 'FORFEIT', time: iso('09:00'), submittedAt: iso('09:05') })
    const next = waiting('09:00')
    const { estimates } = courtForecast([walkover, next], {
      now: at('09:06'),
      lengths: PRIOR,
      changeoverMinutes: 10,
    })
    expect(clock(estimates.get(next.game.idx)!.at)).toBe('09:15')
  })

  it('frees the court at a retirement’s result', () => {
    const retired = finished('09:00', '09:50', { isRetirement: true, retiredTeamId: 'x' })
    const next = waiting('10:30')
    const later = waiting('10:40')
    const { estimates } = courtForecast([retired, next, later], {
      now: at('09:55'),
      lengths: PRIOR,
      changeoverMinutes: 10,
    })
    expect(clock(estimates.get(next.game.idx)!.at)).toBe('10:30')
    expect(clock(estimates.get(later.game.idx)!.at)).toBe('12:05')
  })

  it('gives no estimate to a game without a printed time, and does not let it hold the court', () => {
    const flexible = entry({ time: null })
    const next = waiting('09:00')
    const { estimates } = courtForecast([flexible, next], {
      now: at('08:00'),
      lengths: PRIOR,
      changeoverMinutes: 10,
    })
    expect(estimates.has(flexible.game.idx)).toBe(false)
    expect(clock(estimates.get(next.game.idx)!.at)).toBe('09:00')
  })
})

describe('typical lengths learned from the games played', () => {
  it('weighs a division’s played games against the format’s and the sport’s prior', () => {
    const lengths = typicalLengths(
      [
        { divisionIdx: 'men', format: BEST_OF_3, minutes: 120 },
        { divisionIdx: 'men', format: BEST_OF_3, minutes: 120 },
        { divisionIdx: 'women', format: BEST_OF_3, minutes: 60 },
        { divisionIdx: 'women', format: BEST_OF_3, minutes: 60 },
      ],
      'PADEL',
    )
    // Two divisions sharing courts keep their own pace: men's long games, women's short ones.
    expect(lengths.minutes('men', BEST_OF_3)).toBeGreaterThan(100)
    expect(lengths.minutes('women', BEST_OF_3)).toBeLessThan(75)
    // A division with nothing played yet takes the format's pace over the day.
    expect(lengths.minutes('mixed', BEST_OF_3)).toBeCloseTo((85 * 2 + 90 * 4) / 6, 5)
  })

  it('estimates two divisions sharing a court each with its own length', () => {
    const lengths = typicalLengths(
      [
        { divisionIdx: 'men', format: BEST_OF_3, minutes: 130 },
        { divisionIdx: 'men', format: BEST_OF_3, minutes: 130 },
        { divisionIdx: 'men', format: BEST_OF_3, minutes: 130 },
        { divisionIdx: 'women', format: BEST_OF_3, minutes: 50 },
        { divisionIdx: 'women', format: BEST_OF_3, minutes: 50 },
        { divisionIdx: 'women', format: BEST_OF_3, minutes: 50 },
      ],
      'PADEL',
    )
    const men = waiting('09:00', {})
    const women = { ...waiting('09:00'), divisionIdx: 'women' }
    const last = waiting('09:00')
    const byMenFirst = courtForecast([men, women, last], { now: at('08:00'), lengths, changeoverMinutes: 0 })
    const byWomenFirst = courtForecast([women, men, last], {
      now: at('08:00'),
      lengths,
      changeoverMinutes: 0,
    })
    expect(byMenFirst.estimates.get(women.game.idx)!.at).toBeGreaterThan(
      byWomenFirst.estimates.get(men.game.idx)!.at,
    )
  })

  it('learns the changeover from the gaps between a result and the next start, not from breaks', () => {
    // The second game, printed for 10:00, waited for the court: 15 minutes of changeover. The
    // third started 2 hours after the second's result, at 14:30: a break.
    const court = [
      finished('09:00', '10:20'),
      finished('10:35', '12:00', { time: iso('10:00') }),
      finished('14:00', '15:30', { time: iso('13:00') }),
    ]
    expect(learnedChangeoverMinutes([court])).toBe(15)
    expect(learnedChangeoverMinutes([[waiting('09:00')]])).toBe(PRIOR_CHANGEOVER_MINUTES)
  })

  it('learns no changeover from a game that started at its printed time: the gap was the wait for it', () => {
    const early = [finished('09:00', '09:50'), finished('10:30', '12:00')]
    expect(learnedChangeoverMinutes([early])).toBe(PRIOR_CHANGEOVER_MINUTES)
  })

  it('reads the organizer’s slot for each format from the gaps between printed times on a court', () => {
    const proSet: GameFormat = { numberOfSets: 1, proSets: true }
    const court = [
      waiting('09:00'),
      waiting('10:30'),
      { ...waiting('12:00'), format: proSet },
      waiting('12:45'),
      // The evening session, hours later: a break, not a slot.
      waiting('20:00'),
    ]
    const slots = printedSlotMinutes([court, [waiting('09:00'), waiting('09:00')]])
    expect(slots).toEqual(
      new Map([
        [formatKey(BEST_OF_3), 90],
        [formatKey(proSet), 45],
      ]),
    )
  })
})

describe('a day that spans midnight in the tournament’s zone', () => {
  it('estimates a game after midnight from the evening’s game on its court, though it is the next day', () => {
    // In New York (UTC-4 in June), 03:30Z is 23:30 on the 13th and 04:45Z 00:45 on the 14th.
    const evening = entry({ time: '2026-06-14T03:30:00Z', liveStartedAt: '2026-06-14T03:30:00Z' })
    const afterMidnight = entry({ time: '2026-06-14T04:45:00Z' })
    const { days } = orderOfPlay([afterMidnight, evening], { timeZone: 'America/New_York' })
    expect(days.map((day) => day.day)).toEqual(['2026-06-13', '2026-06-14'])
    const court = days.flatMap((day) =>
      day.courts.flatMap((column) => column.games.map((play) => play.entry)),
    )
    const { estimates } = courtForecast(court, {
      now: Date.parse('2026-06-14T04:30:00Z'),
      lengths: PRIOR,
      changeoverMinutes: 10,
    })
    // On court since 23:30 with 85 minutes typical: it ends at 00:55, the next starts at 01:05.
    expect(new Date(estimates.get(afterMidnight.game.idx)!.at).toISOString()).toBe('2026-06-14T05:05:00.000Z')
  })
})
