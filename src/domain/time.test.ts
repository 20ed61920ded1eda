import { describe, expect, it } from 'vitest'
import {
  DATE_TIME,
  TIME,
  dayInTimeZone,
  formatDateRange,
  formatInTimeZone,
  resolveTimeZone,
  zonedFormatter,
} from './time'

describe('times in the tournament time zone', () => {
  it('shows a UTC instant as the tournament clock reads it', () => {
    expect(formatInTimeZone('2023-06-11T13:00:00.000Z', 'Europe/Paris', TIME, 'en-GB').text).toBe('15:00')
    expect(formatInTimeZone('2023-06-11T13:00:00.000Z', 'America/New_York', TIME, 'en-GB').text).toBe('09:00')
  })

  it('falls back to UTC, and says so, for a zone the browser does not know', () => {
    const result = formatInTimeZone('2023-06-11T13:00:00.000Z', 'Mars/Olympus_Mons', TIME, 'en-GB')
    expect(result).toEqual({ text: '13:00', timeZone: 'UTC', valid: true })
    expect(resolveTimeZone(null)).toBe('UTC')
  })

  it('shows a malformed timestamp as it came, marked invalid', () => {
    expect(formatInTimeZone('next tuesday', 'Europe/Paris')).toEqual({
      text: 'next tuesday',
      timeZone: 'Europe/Paris',
      valid: false,
    })
  })

  it('formats a date range in the zone', () => {
    expect(
      formatDateRange('2023-05-28T09:00:00.000Z', '2023-06-11T17:00:00.000Z', 'Europe/Paris', 'en-GB'),
    ).toMatch(/^28 May\s–\s11 Jun 2023$/)
  })

  it('puts a late-evening UTC game on the next local day east of Greenwich', () => {
    expect(dayInTimeZone('2026-11-21T23:30:00.000Z', 'Europe/Madrid')).toBe('2026-11-22')
    expect(dayInTimeZone('2026-11-21T23:30:00.000Z', 'UTC')).toBe('2026-11-21')
  })

  it('shares one formatter per locale, zone and format, and falls back to UTC for an unknown zone', () => {
    const madrid = zonedFormatter('en-GB', 'Europe/Madrid', DATE_TIME)
    expect(madrid.timeZone).toBe('Europe/Madrid')
    expect(zonedFormatter('en-GB', 'Europe/Madrid', { ...DATE_TIME }).format).toBe(madrid.format)
    expect(madrid.format.format(new Date('2023-06-11T13:00:00.000Z'))).toBe('Sun 11 Jun, 15:00')
    const unknown = zonedFormatter('en-GB', 'Mars/Olympus_Mons', DATE_TIME)
    expect(unknown.timeZone).toBe('UTC')
    expect(unknown.format.format(new Date('2023-06-11T13:00:00.000Z'))).toBe('Sun 11 Jun, 13:00')
  })
})
