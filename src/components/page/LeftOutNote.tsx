import { leftOutIn, type ListedKind } from '../../api/left-out'
import { useLocale, useMessages } from '../../i18n/locale'
import { leftOutMessages } from './left-out-messages'
import { Notice } from './Notice'

/**
 * Says what the page's answers left out (records the schemas could not read, decision 0523): "1
 * team and 2 games could not be shown". Nothing when nothing was. Give each answer the page shows
 * once; `className` styles it where a Notice does not fit (a venue screen).
 */
export function LeftOutNote({ answers, className }: { answers: readonly unknown[]; className?: string }) {
  const m = useMessages(leftOutMessages)
  const locale = useLocale()
  const counts = Object.entries(leftOutIn(...answers)) as [ListedKind, number][]
  if (counts.length === 0) return null
  const items = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    counts.map(([kind, count]) => `${count} ${m.kinds[kind][count === 1 ? 0 : 1]}`),
  )
  if (className !== undefined) {
    return (
      <p role="note" className={className}>
        {m.note(items)}
      </p>
    )
  }
  return (
    <Notice tone="warning" role="note" className="my-4">
      {m.note(items)}
    </Notice>
  )
}
