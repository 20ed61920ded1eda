import type { QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useLiveSuspenseQuery } from '../../hooks/use-live-query'
import { formatInTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { LiveDot } from './game-frame'
import { roundMessages } from './messages'

const TIME_WITH_SECONDS: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}

/**
 * Keeps a round live while it is shown (polling as a staff tab: only while visible, stretched when
 * the rate budget runs low, one tab polling for all) and says so, with the time of the last answer.
 * Rendered only while the round can still change.
 */
export function LiveRound<TData, TKey extends QueryKey>({
  options,
  timeZone,
}: {
  options: UseSuspenseQueryOptions<TData, Error, TData, TKey>
  timeZone: string
}) {
  const m = useMessages(roundMessages)
  const locale = useFormatLocale()
  const { dataUpdatedAt } = useLiveSuspenseQuery(options, { mode: 'staff' })
  const updated = formatInTimeZone(new Date(dataUpdatedAt).toISOString(), timeZone, TIME_WITH_SECONDS, locale)
  return (
    <p className="flex items-center gap-2 text-sm text-live">
      <LiveDot />
      <span>
        {m.liveUpdates} · <span className="text-ink-muted">{m.updatedAt(updated.text)}</span>
      </span>
    </p>
  )
}
