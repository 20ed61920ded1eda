import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { buildCalendar, foldLine, gameMinutes, MAX_GAME_MINUTES, usualGameMinutes } from './ics'

const NOW = new Date('2026-06-01T09:30:00Z')

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
}

describe('the iCalendar file', () => {
  const text = buildCalendar(
    [
      {
        uid: 'game-1@courtside',
        start: '2026-06-14T17:00:00.000Z',
        minutes: 50,
        summary: 'Van Dijk / Schmidt vs Nowak / Okafor; Final, main draw',
        location: 'Pista Central, Padel Arena Riverside',
        description: 'Riverside Padel Open\nMen open',
      },
      { uid: 'game-2@courtside', start: '2026-06-15T08:00:00Z', minutes: 90, summary: 'Semi-final' },
    ],
    { name: 'Van Dijk / Schmidt', now: NOW },
  )

  it('parses back with a real iCalendar parser: start in UTC, length, summary, location, uid', () => {
    const [first, second] = parse(text)
    expect(first?.uid).toBe('game-1@courtside')
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-06-14T17:00:00.000Z')
    expect(first?.startDate.zone?.tzid).toBe('UTC')
    expect(first?.endDate.toJSDate().toISOString()).toBe('2026-06-14T17:50:00.000Z')
    // Commas and semicolons in organizer text are escaped, so they come back as they were.
    expect(first?.summary).toBe('Van Dijk / Schmidt vs Nowak / Okafor; Final, main draw')
    expect(first?.location).toBe('Pista Central, Padel Arena Riverside')
    expect(first?.description).toBe('Riverside Padel Open\nMen open')
    expect(second?.uid).toBe('game-2@courtside')
    expect(second?.duration.toSeconds()).toBe(90 * 60)
    expect(text).toContain('SUMMARY:Van Dijk / Schmidt vs Nowak / Okafor\\; Final\\, main draw\r\n')
  })

  it('ends every line in CRLF and folds long lines at 75 octets, never inside a character', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const long = buildCalendar(
      [
        {
          uid: 'u',
          start: '2026-06-14T17:00:00Z',
          minutes: 60,
          summary: 'Müller / Ørsted — 決勝 '.repeat(8),
        },
      ],
      { name: 'x', now: NOW },
    )
    const lines = long.split('\r\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(parse(long)[0]?.summary).toBe('Müller / Ørsted — 決勝 '.repeat(8))
    expect(foldLine('short')).toBe('short')
  })

  it('gives a game without a length the sport’s usual one', () => {
    expect(usualGameMinutes('TENNIS')).toBeGreaterThan(usualGameMinutes('PADEL'))
    expect(usualGameMinutes('PICKLEBALL')).toBeLessThan(usualGameMinutes('PADEL'))
    expect(usualGameMinutes(undefined)).toBe(usualGameMinutes('PADEL'))
  })

  it('makes a file whatever the length: an event never lasts more than a day, nor less than nothing', () => {
    const lengths = [1e12, Number.POSITIVE_INFINITY, Number.NaN, -30, 3 * 24 * 60]
    const text = buildCalendar(
      lengths.map((minutes, index) => ({
        uid: `game-${index}`,
        start: '2026-06-14T17:00:00Z',
        minutes,
        summary: 'Final',
      })),
      { name: 'x', now: NOW },
    )
    const durations = parse(text).map((event) => event.duration.toSeconds())
    expect(durations).toEqual([MAX_GAME_MINUTES * 60, 0, 0, 0, MAX_GAME_MINUTES * 60])
  })

  it('takes a game’s own length up to a day, and the sport’s usual one for anything else', () => {
    expect(gameMinutes(50, 'PADEL')).toBe(50)
    expect(gameMinutes(MAX_GAME_MINUTES, 'PADEL')).toBe(MAX_GAME_MINUTES)
    for (const absurd of [1e12, MAX_GAME_MINUTES + 1, 0, -5, Number.NaN, null, undefined])
      expect(gameMinutes(absurd, 'TENNIS')).toBe(usualGameMinutes('TENNIS'))
  })
})
