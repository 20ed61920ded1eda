/**
 * An iCalendar file (RFC 5545) built in the browser: one VEVENT per game with a time. Text is
 * escaped (backslash, semicolon, comma, line breaks), lines end in CRLF and are folded at 75
 * octets without splitting a UTF-8 character, times are written in UTC ("…Z").
 */
export interface CalendarEvent {
  /** Stable across downloads (a game's idx), so a re-import moves the event rather than adding one. */
  uid: string
  /** ISO date-time of the start. */
  start: string
  minutes: number
  summary: string
  location?: string
  description?: string
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME), shown by most calendar apps. */
  name: string
  /** When the file is made (DTSTAMP). */
  now: Date
}

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Splits a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** 2026-06-14T17:00:00.000Z → 20260614T170000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtside//Team games//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ]
  const stamp = utcStamp(options.now)
  for (const event of events) {
    const start = new Date(event.start)
    const end = new Date(start.getTime() + boundedMinutes(event.minutes) * 60_000)
    // A start a Date cannot hold, or one so near the end of time that the end would not fit.
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) continue
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    )
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** The longest a game lasts in a calendar: a day. A longer `lengthInMinutes` is a fault in the data. */
export const MAX_GAME_MINUTES = 24 * 60

/** An event's length within a day: a length a Date cannot add (1e12, NaN) never makes a file throw. */
function boundedMinutes(minutes: number): number {
  return Number.isFinite(minutes) ? Math.min(MAX_GAME_MINUTES, Math.max(0, minutes)) : 0
}

/**
 * A game's length in a calendar: the API's `lengthInMinutes` when it is a positive number up to a
 * day, else (none, zero, negative, absurd) the sport's usual length.
 */
export function gameMinutes(
  lengthInMinutes: number | null | undefined,
  sport: string | null | undefined,
): number {
  return lengthInMinutes != null && lengthInMinutes > 0 && lengthInMinutes <= MAX_GAME_MINUTES
    ? lengthInMinutes
    : usualGameMinutes(sport)
}

/** How long a game usually lasts when the API gives no `lengthInMinutes`. */
export function usualGameMinutes(sport: string | null | undefined): number {
  switch (sport) {
    case 'TENNIS':
      return 120
    case 'PICKLEBALL':
      return 45
    default:
      return 90
  }
}
