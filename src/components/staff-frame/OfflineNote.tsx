import { useStoredAnswersShown } from '../../hooks/use-api'
import { DATE_TIME, formatInTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { staffChromeMessages } from './messages'

/**
 * Under the header while the page shows answers this device kept because the API could not be
 * reached (the page was opened offline): that it is offline, and from when the data dates, in the
 * device's own time. It goes once the API answers again and the page has read everything afresh.
 */
export function OfflineNote({ className }: { className: string }) {
  const m = useMessages(staffChromeMessages)
  const locale = useFormatLocale()
  const storedFrom = useStoredAnswersShown()
  if (storedFrom === null) return null
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const since = formatInTimeZone(new Date(storedFrom).toISOString(), deviceZone, DATE_TIME, locale).text
  return (
    <div className="border-b border-line bg-warning-soft text-warning">
      <p role="status" className={`py-2 text-sm ${className}`}>
        <strong className="font-semibold">{m.offline}</strong> {m.offlineData(since)}
      </p>
    </div>
  )
}
