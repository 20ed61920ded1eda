import { useRateBudget } from '../api/use-api'
import { useMessages } from '../i18n/locale'
import { staffChromeMessages } from './messages'
import { useNow } from './use-now'

/** The token's rate budget in the header: requests left in the window, or the 429 countdown. */
export function RateBudgetIndicator() {
  const m = useMessages(staffChromeMessages)
  const budget = useRateBudget()
  const now = useNow(1000, budget.pausedUntil !== null)
  const pausedFor = budget.pausedUntil === null ? 0 : Math.ceil((budget.pausedUntil - now) / 1000)

  if (pausedFor > 0) {
    return (
      <p role="status" className="rounded-full bg-warning-soft px-3 py-1 text-sm font-medium text-warning">
        {m.budgetPaused(pausedFor)}
      </p>
    )
  }
  if (budget.limit === null || budget.remaining === null) return null
  const share = Math.max(0, Math.min(1, budget.remaining / Math.max(1, budget.limit)))
  const low = share < 0.2
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted" title={m.budgetLabel}>
      <span className="sr-only">{m.budgetLabel}: </span>
      <span aria-hidden="true" className="h-2 w-16 overflow-hidden rounded-full bg-surface-sunken">
        <span
          className={`block h-full ${low ? 'bg-warning' : 'bg-accent'}`}
          style={{ width: `${share * 100}%` }}
        />
      </span>
      <span className={`tabular-nums ${low ? 'font-semibold text-warning' : ''}`}>
        {m.budgetLeft(budget.remaining, budget.limit)}
      </span>
    </p>
  )
}
