/**
 * The moment the e2e suite's demo data is played: 11:20 UTC (12:20 or 13:20 in Barcelona, the live
 * padel tournament's zone) on the venue's current day. Five hours of its order of play are over,
 * six games are on court and four slots are still to come that day, whatever the hour the suite
 * runs: data generated at the moment of the run had the venue's day over late in the evening, and
 * not yet begun just after midnight UTC (decision record 0003).
 */
export function playedToday(now = new Date()): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' })
    .format(now)
    .split('-')
    .map(Number)
  return new Date(Date.UTC(year!, month! - 1, day!, 11, 20))
}
