/**
 * How long the API's rate headers may make the viewer wait.
 *
 * The contract's two ceilings (120 requests per token, 300 per address) are counted over a
 * window of 60 seconds, so an honest `Retry-After` or `X-RateLimit-Reset` is never more than one
 * window away: by then the window has started over. A longer wait, a day's `Retry-After`, a date
 * far ahead, a reset skewed by a wrong clock, can only be a fault, and obeying it would freeze a
 * venue screen or a page for that long. So every wait is capped at one window: if the API still
 * refuses after it, the next 429 says so again, and the try has cost one request of a budget of
 * 120. A wait shorter than a second is raised to one, because a 429 retried at once only meets the
 * ceiling again; a missing or unreadable `Retry-After` (garbage, a negative number, a fraction)
 * waits that one second too.
 *
 * Every client a 429 stops is told the same thing: wait until the window resets. Had they all come
 * back at that instant (the visitors of a club's page, its embeds, a venue's screens), the first
 * requests of the new window would meet the ceiling together again. So each waits the whole wait,
 * then a random part of it more (`withJitter`): up to half of it, and up to a second at least.
 */
export const RATE_WINDOW_SECONDS = 60
export const MAX_WAIT_SECONDS = RATE_WINDOW_SECONDS
export const MAX_WAIT_MS = MAX_WAIT_SECONDS * 1000
export const DEFAULT_WAIT_SECONDS = 1
/** The random part of a 429's wait, as a share of the wait. */
export const JITTER_SHARE = 0.5
const MIN_JITTER_MS = 1000
/** The longest wait a 429 makes: one window, and its jitter. */
export const MAX_JITTERED_WAIT_MS = MAX_WAIT_MS * (1 + JITTER_SHARE)

/** A wait of `waitMs`, then a random part of it more: up to half of it, and up to a second at least. */
export function withJitter(waitMs: number, random: () => number = Math.random): number {
  return waitMs + Math.floor(random() * Math.max(MIN_JITTER_MS, waitMs * JITTER_SHARE))
}

/** A wait in whole seconds, within 1 s and one window; null or nonsense is the default second. */
export function boundedWaitSeconds(seconds: number | null | undefined): number {
  if (seconds == null || Number.isNaN(seconds)) return DEFAULT_WAIT_SECONDS
  return Math.min(MAX_WAIT_SECONDS, Math.max(DEFAULT_WAIT_SECONDS, Math.ceil(seconds)))
}

/** The wait a 429 asks for, bounded (see above). */
export function retryAfterSeconds(headers: Headers, at: number = Date.now()): number {
  return boundedWaitSeconds(parseRetryAfter(headers.get('Retry-After'), at))
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)'
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
const TIME = '\\d{2}:\\d{2}:\\d{2}'
/** HTTP's three date forms (RFC 9110 §5.6.7): IMF-fixdate, RFC 850 and asctime, all in GMT. */
const HTTP_DATE = new RegExp(
  `^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT|${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`,
)

/**
 * `Retry-After` as the API sent it, in seconds from `at`: delay-seconds or an HTTP date; null when
 * absent or neither (`Date.parse` alone would read "-5" or "1.5" as dates in 2001).
 */
export function parseRetryAfter(raw: string | null, at: number): number | null {
  const value = raw?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value)
  if (!HTTP_DATE.test(value)) return null
  // asctime carries no zone; HTTP says it is GMT, `Date.parse` would read it as local time.
  const date = Date.parse(value.endsWith('GMT') ? value : `${value} GMT`)
  return Number.isNaN(date) ? null : Math.ceil((date - at) / 1000)
}
