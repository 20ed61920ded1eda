import { describe, expect, it } from 'vitest'
import { liveScheduleStart } from './context.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('a live tournament’s schedule', () => {
  it('has a game under way at its anchor, whatever the minute the demo starts', () => {
    // The padel day: hour-long slots from the start, games of 50 minutes.
    for (const hour of [0, 3, 7, 19])
      for (let minute = 0; minute < 60; minute++) {
        const anchor = new Date(Date.UTC(2026, 10, 26, hour, minute, 30))
        const start = liveScheduleStart(anchor, 5)
        const intoSlot = (anchor.getTime() - start.getTime()) % HOUR
        expect(start.getTime(), anchor.toISOString()).toBeLessThanOrEqual(anchor.getTime())
        expect(intoSlot, anchor.toISOString()).toBeLessThan(50 * MINUTE)
      }
  })

  it('starts whole hours before the anchor, not before midnight UTC', () => {
    expect(liveScheduleStart(new Date('2026-11-26T12:10:00Z'), 5).toISOString()).toBe(
      '2026-11-26T07:00:00.000Z',
    )
    expect(liveScheduleStart(new Date('2026-11-26T02:10:00Z'), 5).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    )
    // Late in the hour, on the half hour instead.
    expect(liveScheduleStart(new Date('2026-11-26T12:55:00Z'), 5).toISOString()).toBe(
      '2026-11-26T07:30:00.000Z',
    )
    expect(liveScheduleStart(new Date('2026-11-26T00:58:00Z'), 5).toISOString()).toBe(
      '2026-11-26T00:30:00.000Z',
    )
  })
})
