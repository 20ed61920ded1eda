import type { ReactNode } from 'react'
import type { Tournament } from '../../api/schemas'
import { humanizeEnum } from '../../domain/labels'
import { DATE_TIME, formatInTimeZone, resolveTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useLocale, useMessages } from '../../i18n/locale'
import { Section, useEnumWords } from '../../components/page'
import { courtNamesInOrder } from './facts'
import { tournamentMessages } from './messages'
import { MISSING, orDash } from '../../domain/missing'

/** The tournament's settings a staff member looks up: dates, zone, prices, schedule, court names. */
export function TournamentDetails({ tournament }: { tournament: Tournament }) {
  const m = useMessages(tournamentMessages)
  const words = useEnumWords()
  const number = new Intl.NumberFormat(useLocale())
  const locale = useFormatLocale()
  const zone = resolveTimeZone(tournament.timezone)
  const when = (iso: string) => formatInTimeZone(iso, zone, DATE_TIME, locale).text
  // "None" where the API says there is none (null); a dash where it sent nothing it could read.
  const setting = <T,>(value: T | null | undefined, shown: (value: T) => ReactNode): ReactNode =>
    value === undefined ? MISSING : value === null || value === '' ? m.none : shown(value)
  const amount = (value: number | null | undefined) => setting(value, (known) => number.format(known))
  const settingWords = (value: string | null | undefined) => setting(value, humanizeEnum)
  const courts = courtNamesInOrder(tournament.courtNames)
  const rows: [string, ReactNode][] = [
    [m.dates, `${when(tournament.startDate)} – ${when(tournament.endDate)}`],
    [m.timeZone, tournament.timezone === zone ? zone : `${orDash(tournament.timezone)} (${zone})`],
    [m.type, words('tournamentType', tournament.type)],
    [m.sport, words('sport', tournament.sport)],
    [m.status, words('status', tournament.status)],
    [m.visibility, setting(tournament.isPublic, (isPublic) => (isPublic ? m.public : m.notPublic))],
    [m.entryFee, amount(tournament.inscriptionCost)],
    [m.prize, amount(tournament.totalPrize)],
    [m.schedule, settingWords(tournament.scheduleType)],
    [m.matchDays, setting(tournament.matchDays, String)],
    [m.whoCanSubmit, settingWords(tournament.whoCanSubmit)],
    [m.resultApproval, settingWords(tournament.resultApprovalMode)],
    [
      m.courtNames,
      tournament.courtNames === undefined ? (
        MISSING
      ) : courts.length === 0 ? (
        m.none
      ) : (
        <ol className="space-y-0.5">
          {courts.map((court) => (
            <li key={court.number} className="break-words">
              <span className="inline-block min-w-6 text-ink-muted tabular-nums">{court.number}</span>{' '}
              {court.name}
            </li>
          ))}
        </ol>
      ),
    ],
  ]
  return (
    <Section title={m.details}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="mb-1 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">{m.amountNote}</p>
    </Section>
  )
}
