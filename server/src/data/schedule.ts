import type { Court, Game } from './dataset-schema.ts'

export interface ScheduleOptions {
  /** When the first slot starts (UTC). */
  start: Date
  slotMinutes: number
  /** The courts games rotate over; none leaves `courtNumber` and `courtIdx` null. */
  courts: readonly Court[]
  /** Slots a day before play moves to the next day at the same hour. */
  slotsPerDay?: number
  /** The `scheduleNumber` of the first game: numbers run across the tournament. */
  firstScheduleNumber: number
}

/**
 * Gives games, in the order they will be played, a time, a court and a schedule number: slot by
 * slot, one game per court. Returns the next free schedule number.
 */
export function scheduleGames(games: readonly Game[], options: ScheduleOptions): number {
  const courts = Math.max(1, options.courts.length)
  const slotsPerDay = options.slotsPerDay ?? 8
  games.forEach((game, i) => {
    const slot = Math.floor(i / courts)
    const day = Math.floor(slot / slotsPerDay)
    const minutes = day * 1440 + (slot % slotsPerDay) * options.slotMinutes
    const court = options.courts[i % courts]
    game.time = new Date(options.start.getTime() + minutes * 60_000).toISOString()
    game.lengthInMinutes = options.slotMinutes - 10
    game.courtNumber = court ? (i % courts) + 1 : null
    game.courtIdx = court?.idx ?? null
    game.scheduleNumber = options.firstScheduleNumber + i
    game.matchDay ??= day + 1
  })
  return options.firstScheduleNumber + games.length
}

/** The tournament's `courtNames`: court number (as a string) to the court's name. */
export function courtNamesOf(courts: readonly Court[]): Record<string, string> {
  return Object.fromEntries(courts.map((court, i) => [String(i + 1), court.name]))
}
