import type { StandingsMessages } from './messages'
import type { StatKey } from './standing-columns'

const DIFFERENCES = new Set<StatKey>(['pointsDifference', 'setsPointsDifference'])

/** How a pool table writes a statistic: '–' when unknown, a difference with its sign (+2, −1, 0). */
export function statFormatter(locale: string): (stat: StatKey | null, value: number | null) => string {
  const number = new Intl.NumberFormat(locale)
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
  return (stat, value) =>
    value === null ? '–' : stat && DIFFERENCES.has(stat) ? signed.format(value) : number.format(value)
}

/** The statistics' names; in pickleball a set is one game to 11, so its "games" are points. */
export function statWords(messages: StandingsMessages, sport: string | undefined) {
  return sport === 'PICKLEBALL' ? { ...messages.stats, ...messages.rallyPoints } : messages.stats
}
