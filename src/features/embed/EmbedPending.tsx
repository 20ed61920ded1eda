import { useMessages } from '../../i18n/locale'
import { embedMessages } from './messages'

/** While an embed page's data loads: its rough shape, announced once. */
export function EmbedPending() {
  const m = useMessages(embedMessages)
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{m.loading}</span>
      <span aria-hidden="true" className="block h-6 w-2/3 animate-pulse rounded bg-surface-sunken" />
      <span aria-hidden="true" className="block h-4 w-1/2 animate-pulse rounded bg-surface-sunken" />
      <span aria-hidden="true" className="block h-48 animate-pulse rounded-card bg-surface-sunken" />
    </div>
  )
}
