import { useRateBudget } from '../../hooks/use-api'
import { useSession } from '../../auth/use-session'
import { useMessages } from '../../i18n/locale'
import { staffChromeMessages } from './messages'
import { useNow } from '../../hooks/use-now'

/** The token's rate budget in the header: requests left in the window, or the 429 countdown. */
export function RateBudgetIndicator() {
  const m = useMessages(staffChromeMessages)
  const budget = useRateBudget()
  const [session] = useSession()
  const connected = session.token !== null || session.mode === 'proxy'
  const now = useNow(1000, budget.pausedUntil !== null)
  const pausedFor = budget.pausedUntil === null ? 0 : Math.ceil((budget.pausedUntil - now) / 1000)

  if (pausedFor > 0) {
    return (
      <p role="status" className="rounded-full bg-warning-soft px-3 py-1 text-sm font-medium text-warning">
        {m.budgetPaused(pausedFor)}
      </p>
    )
  }
  if (budget.limit === null || budget.remaining === null) {
    if (!connected) return null
    // Connected, its place is kept, unseen, until the first answer tells the budget: on a phone
    // the meter takes the header to a second line, and arriving a frame after the first paint it
    // pushed the whole page down (a layout shift).
    return <Meter share={1} low={false} text={m.budgetLeft(120, 120)} label={m.budgetLabel} hidden />
  }
  const share = Math.max(0, Math.min(1, budget.remaining / Math.max(1, budget.limit)))
  return (
    <Meter
      share={share}
      low={share < 0.2}
      text={m.budgetLeft(budget.remaining, budget.limit)}
      label={m.budgetLabel}
      hidden={false}
    />
  )
}

function Meter({
  share,
  low,
  text,
  label,
  hidden,
}: {
  share: number
  low: boolean
  text: string
  label: string
  hidden: boolean
}) {
  return (
    <p
      className={`flex items-center gap-2 text-sm text-ink-muted ${hidden ? 'invisible' : ''}`}
      title={hidden ? undefined : label}
      aria-hidden={hidden || undefined}
    >
      <span className="sr-only">{label}: </span>
      <span aria-hidden="true" className="h-2 w-16 overflow-hidden rounded-full bg-surface-sunken">
        <span
          className={`block h-full ${low ? 'bg-warning' : 'bg-accent'}`}
          style={{ width: `${share * 100}%` }}
        />
      </span>
      {/* As wide for 9/120 as for 120/120: the header does not move as the count goes down. */}
      <span className={`min-w-[7ch] text-right tabular-nums ${low ? 'font-semibold text-warning' : ''}`}>
        {text}
      </span>
    </p>
  )
}
