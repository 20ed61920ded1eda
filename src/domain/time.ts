/**
 * The API's timestamps are UTC; people want them in the tournament's own time zone, and the page
 * says which zone that is. A time zone name the browser does not know falls back to UTC, said so.
 */
export interface ZonedFormat {
  text: string
  /** The zone actually used (the tournament's, or UTC when the browser doesn't know it). */
  timeZone: string
  /** False when the value was not a valid date-time: `text` is then the raw value. */
  valid: boolean
}

const knownZones = new Map<string, boolean>()

/** Asked once per zone and page: building a formatter to check costs ~0.3 ms a time. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone })
      known = true
    } catch {
      known = false
    }
    knownZones.set(timeZone, known)
  }
  return known
}

export function resolveTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC'
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    formatters.set(key, cached)
  }
  return cached
}

/**
 * The page's one formatter for a locale, zone and format, and the zone it uses (UTC when the
 * browser does not know `timeZone`): a page that has written a time in a zone and format has the
 * formatter ready for the next view of it.
 */
export function zonedFormatter(
  locale: string,
  timeZone: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
): { timeZone: string; format: Intl.DateTimeFormat } {
  const zone = resolveTimeZone(timeZone)
  return { timeZone: zone, format: formatter(locale, zone, options) }
}

export const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
}
export const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }
/** The day of the week and the time: for what is looked at on the day (a venue screen). */
export const WEEKDAY_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
}

export function formatInTimeZone(
  iso: string | null | undefined,
  timeZone: string | null | undefined,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
  locale = 'en',
): ZonedFormat {
  const zone = resolveTimeZone(timeZone)
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return { text: iso ?? '', timeZone: zone, valid: false }
  return { text: formatter(locale, zone, options).format(date), timeZone: zone, valid: true }
}

/** "12 – 14 Jun 2026", "28 May – 11 Jun 2023", in the given zone. */
export function formatDateRange(
  startIso: string,
  endIso: string,
  timeZone: string | null | undefined,
  locale = 'en',
): string {
  const zone = resolveTimeZone(timeZone)
  const start = new Date(startIso)
  const end = new Date(endIso)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`
  return formatter(locale, zone, DATE).formatRange(start, end)
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone: groups games by day. */
export function dayInTimeZone(iso: string, timeZone: string | null | undefined): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const parts = formatter('en-CA', resolveTimeZone(timeZone), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date)
  const get = (type: string) => parts.find((part) => part.type === type)?.value
  return `${get('year')}-${get('month')}-${get('day')}`
}

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }

/** A YYYY-MM-DD day in words ("Saturday 14 June"): a date, not an instant, so written in UTC. */
export function dayText(day: string, locale: string, options: Intl.DateTimeFormatOptions = LONG_DAY): string {
  return formatInTimeZone(`${day}T12:00:00Z`, 'UTC', options, locale).text
}
