import type { StandingsMessages } from './messages'
import type { StatKey } from './standing-columns'

const DIFFERENCES = new Set<StatKey>(['pointsDifference', 'setsPointsDifference'])

type StatText = (stat: StatKey | null, value: number | null) => string

/** Made once per locale: a page or a screen draws many pool tables, and redraws them on every poll. */
const formatters = new Map<string, StatText>()

/** How a pool table writes a statistic: '–' when unknown, a difference with its sign (+2, −1, 0). */
export function statFormatter(locale: string): StatText {
  const known = formatters.get(locale)
  if (known) return known
  const number = new Intl.NumberFormat(locale)
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
  const format: StatText = (stat, value) =>
    value === null ? '–' : stat && DIFFERENCES.has(stat) ? signed.format(value) : number.format(value)
  formatters.set(locale, format)
  return format
}

/** The statistics' names; in pickleball a set is one game to 11, so its "games" are points. */
export function statWords(messages: StandingsMessages, sport: string | undefined) {
  return sport === 'PICKLEBALL' ? { ...messages.stats, ...messages.rallyPoints } : messages.stats
}
