import { courtRunsLate, estimateDiffers, type StartEstimate } from '../../domain/start-estimates'
import { formatInTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { estimateMessages, type EstimateMessages } from './estimate-messages'

/**
 * A waiting game's estimated start, beside its printed time: "~15:40 (estimate)" when it is 10
 * minutes or more away from it; otherwise "on time", for screen readers only. Either way a
 * `<time datetime data-kind="estimate">`, so machines and tests can read it. Every surface that
 * shows a waiting game's time draws its estimate with this (issue 34, decision record 3400).
 */
export function EstimatedStart({
  estimate,
  timeZone,
  className = 'font-medium whitespace-nowrap text-warning',
}: {
  estimate: StartEstimate | undefined
  timeZone: string | null | undefined
  /** How a shown estimate looks (a venue screen has its own styles). */
  className?: string
}) {
  const m = useMessages(estimateMessages)
  const locale = useFormatLocale()
  if (!estimate) return null
  const shown = estimatedAtText(estimate, timeZone, locale, m)
  return (
    <time
      dateTime={new Date(estimate.at).toISOString()}
      data-kind="estimate"
      className={shown ? className : 'sr-only'}
    >
      {shown ?? m.onTime}
    </time>
  )
}

/** "~15:40 (estimate)" when the estimate is worth showing (`estimateDiffers`), else null. */
export function estimatedAtText(
  estimate: StartEstimate,
  timeZone: string | null | undefined,
  locale: string,
  m: Pick<EstimateMessages, 'estimatedAt'>,
): string | null {
  if (!estimateDiffers(estimate)) return null
  return m.estimatedAt(formatInTimeZone(new Date(estimate.at).toISOString(), timeZone, TIME, locale).text)
}

/**
 * A court's lateness for its head, "running ~45 min late", after a space (the head reads "Court 3
 * running ~45 min late"); nothing at all while it is on time.
 */
export function CourtLate({
  minutesLate,
  className = 'whitespace-nowrap text-sm font-medium text-warning',
}: {
  minutesLate: number | undefined
  className?: string
}) {
  const m = useMessages(estimateMessages)
  if (minutesLate === undefined || !courtRunsLate(minutesLate)) return null
  return (
    <>
      {' '}
      <span className={className}>{m.runningLate(minutesLate)}</span>
    </>
  )
}
