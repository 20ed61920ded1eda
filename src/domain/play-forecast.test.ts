import { describe, expect, it } from 'vitest'
import type { Game } from '../api/schemas'
import type { GameFormat } from './game-lengths'
import { orderOfPlay, playToday } from './order-of-play'
import { forecastPlay, roundFormat } from './play-forecast'

const BEST_OF_3: GameFormat = { numberOfSets: 3, proSets: false }
const at = (hhmm: string) => Date.parse(`2026-06-14T${hhmm}:00Z`)
const iso = (hhmm: string) => new Date(at(hhmm)).toISOString()
const clock = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString().slice(11, 16))

interface Entry {
  game: Game
  divisionIdx: string
}

let nextIdx = 0
function entry(extra: Partial<Game>, divisionIdx = 'men'): Entry {
  nextIdx += 1
  return {
    divisionIdx,
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
const waiting = (time: string, extra: Partial<Game> = {}, divisionIdx = 'men') =>
  entry({ time: iso(time), ...extra }, divisionIdx)

const options = (now: number) => ({
  now,
  sport: 'PADEL',
  facts: (each: Entry) => ({ divisionIdx: each.divisionIdx, format: BEST_OF_3 }),
})

describe('the order of play’s forecast', () => {
  it('chains each court’s games from its own columns, and says how late each court is', () => {
    const late = [finished('09:00', '11:10'), waiting('10:35'), waiting('12:10')]
    const onTime = [waiting('11:30', { courtNumber: 2 })]
    const order = orderOfPlay([...late, ...onTime], { timeZone: 'UTC' })
    const { starts, minutesLate } = forecastPlay(order.days, options(at('11:15')))
    // 11:10 + the changeover (10 minutes, nothing learned) = 11:20. The 130-minute game played
    // weighs against the printed slot's 85 (95 less the changeover; format: 100, then the
    // division: 110): 11:20 + 110 + 10 = 13:20.
    expect(clock(starts.get(late[1]!.game.idx)?.at)).toBe('11:20')
    expect(clock(starts.get(late[2]!.game.idx)?.at)).toBe('13:20')
    expect(clock(starts.get(onTime[0]!.game.idx)?.at)).toBe('11:30')
    expect(order.days[0]!.courts.map((column) => minutesLate.get(column.court.key))).toEqual([45, 0])
  })

  it('before any game is played, expects the organizer’s printed slot, not the sport’s usual length', () => {
    const startsAt8 = (games: Entry[]) => {
      const { starts } = forecastPlay(orderOfPlay(games, { timeZone: 'UTC' }).days, options(at('08:00')))
      return games.map((each) => clock(starts.get(each.game.idx)?.at))
    }
    // Hour-long slots: 50 minutes of game and 10 of changeover, so every game on time.
    expect(startsAt8([waiting('09:00'), waiting('10:00'), waiting('11:00')])).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ])
    // "Followed by": one printed time for the court says nothing of a game's length; padel's
    // usual 85 minutes and the changeover chain the games.
    expect(startsAt8([waiting('09:00'), waiting('09:00'), waiting('09:00')])).toEqual([
      '09:00',
      '10:35',
      '12:10',
    ])
  })

  it('learns the pace from the whole day’s finished games, on every court', () => {
    // Court 2 played two 130-minute games: court 1's waiting game is expected later for it.
    const slowDay = [
      finished('08:00', '10:10', { courtNumber: 2 }),
      finished('10:20', '12:30', { courtNumber: 2 }),
    ]
    const court1 = [waiting('12:00'), waiting('13:00')]
    const alone = forecastPlay(orderOfPlay(court1, { timeZone: 'UTC' }).days, options(at('11:00')))
    const withDay = forecastPlay(
      orderOfPlay([...court1, ...slowDay], { timeZone: 'UTC' }).days,
      options(at('11:00')),
    )
    const second = court1[1]!.game.idx
    expect(withDay.starts.get(second)!.at).toBeGreaterThan(alone.starts.get(second)!.at)
  })

  it('gives a game without a court no estimate, and keeps a game a day overdue from holding its court', () => {
    const unplaced = waiting('12:00', { courtNumber: null })
    const forgotten = entry({ time: '2026-06-13T09:00:00Z' })
    const today = waiting('12:00')
    const day = playToday([unplaced, forgotten, today], { timeZone: 'UTC', now: at('11:00') })
    const all = orderOfPlay([unplaced, forgotten, today], { timeZone: 'UTC' })
    const { starts } = forecastPlay(all.days, options(at('11:00')))
    expect(starts.has(unplaced.game.idx)).toBe(false)
    expect(starts.has(forgotten.game.idx)).toBe(false)
    expect(clock(starts.get(today.game.idx)?.at)).toBe('12:00')
    expect(forecastPlay([day], options(at('11:00'))).starts.get(today.game.idx)?.at).toBe(at('12:00'))
  })

  it('reads a round’s format, best of 3 when it does not say', () => {
    expect(roundFormat({ numberOfSets: 5, proSets: false })).toEqual({ numberOfSets: 5, proSets: false })
    expect(roundFormat({ numberOfSets: null, proSets: null })).toEqual(BEST_OF_3)
  })
})
