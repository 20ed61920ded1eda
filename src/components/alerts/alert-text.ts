import { estimateDiffers } from '../../domain/start-estimates'
import { formatInTimeZone, TIME } from '../../domain/time'
import type { BracketMessages } from '../bracket/messages'
import type { AlertMessages } from './messages'
import type { StoredAlert } from './watch-record'

/** What happened, with the team: "Ruiz / Gil is playing now", "Ruiz / Gil won". */
export function alertTitle(alert: StoredAlert, m: AlertMessages): string {
  const team = alert.team.name
  if (alert.kind === 'next') return m.nextTitle(team)
  if (alert.kind === 'live') return m.liveTitle(team)
  if (alert.outcome === 'won') return m.wonTitle(team)
  if (alert.outcome === 'lost') return m.lostTitle(team)
  return m.endedTitle(team)
}

/**
 * Where, when and against whom: "Court 3 · expected at 15:40 · printed 15:20 · vs Sanz / Vidal",
 * "6-3 7-5 · vs Sanz / Vidal", "walkover · vs …". Times in the tournament's zone.
 */
export function alertDetails(
  alert: StoredAlert,
  m: AlertMessages,
  bracket: Pick<BracketMessages, 'court'>,
  locale: string,
): string {
  const time = (at: number) => formatInTimeZone(new Date(at).toISOString(), alert.timeZone, TIME, locale).text
  const court = alert.court && (alert.court.name ?? bracket.court(alert.court.number ?? 0))
  const parts: (string | null)[] = []
  if (alert.kind === 'result') {
    const word = alert.state === 'walkover' ? m.walkover : alert.state === 'retired' ? m.retired : null
    parts.push(alert.sets || null, word)
  } else {
    parts.push(court)
    if (alert.kind === 'next' && alert.estimatedStart !== null) {
      parts.push(m.expectedAt(time(alert.estimatedStart)))
      const printed = alert.printedStart
      if (printed !== null && estimateDiffers({ at: alert.estimatedStart, printed, minutesLate: 0 }))
        parts.push(m.printedAt(time(printed)))
    }
  }
  if (alert.opponent) parts.push(m.versus(alert.opponent))
  return parts.filter(Boolean).join(' · ')
}
