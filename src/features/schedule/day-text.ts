import { formatInTimeZone } from '../../domain/time'

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }

/** A YYYY-MM-DD day in words ("Saturday 14 June"): a date, not an instant, so written in UTC. */
export function dayText(day: string, locale: string, options: Intl.DateTimeFormatOptions = LONG_DAY): string {
  return formatInTimeZone(`${day}T12:00:00Z`, 'UTC', options, locale).text
}
