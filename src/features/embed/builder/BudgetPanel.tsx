import { useId, useState } from 'react'
import { useMessages } from '../../../i18n/locale'
import {
  budgetAdvice,
  concurrentVisitors,
  pollingRequests,
  reserveOf,
  type TokenLimit,
} from '../visitor-budget'
import { builderMessages } from './messages'

export interface BudgetPanelProps {
  refreshSeconds: number
  /** The token's limit as the API reports it (getMe), else the contract's 120 per 60 s. */
  token: TokenLimit
  expected: number
  onExpected: (visitors: number) => void
  behindProxy: boolean
}

/** How many visitors one token allows at this refresh, and when to use the proxy instead. */
export function BudgetPanel({ refreshSeconds, token, expected, onExpected, behindProxy }: BudgetPanelProps) {
  const m = useMessages(builderMessages)
  const id = useId()
  const [text, setText] = useState(String(expected))
  const options = { token }
  const allowed = concurrentVisitors(refreshSeconds, options)
  const perMinute = Math.ceil((pollingRequests(expected, refreshSeconds, options) * 60) / token.windowSeconds)
  const advice = budgetAdvice(expected, refreshSeconds, options)
  const tone =
    advice === 'proxy'
      ? 'border-danger bg-danger-soft'
      : advice === 'token-tight'
        ? 'border-warning bg-warning-soft'
        : 'border-line bg-surface-raised'
  return (
    <div className="space-y-3">
      {behindProxy && (
        <p className="rounded-card border border-line bg-accent-soft p-3 text-sm">{m.proxyDeployment}</p>
      )}
      <p className="text-sm text-ink-muted">
        {m.budgetIntro(m.seconds(refreshSeconds), token.limit, token.windowSeconds)}
      </p>
      <p className="font-medium">{m.allowed(allowed, reserveOf(token.limit))}</p>
      <div>
        <label htmlFor={`${id}-expected`} className="font-medium">
          {m.expected}
        </label>
        <input
          id={`${id}-expected`}
          type="number"
          min={1}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            const value = Math.round(Number(event.target.value))
            if (value >= 1) onExpected(value)
          }}
          className="mt-1 block w-32 rounded-lg border border-line bg-surface-raised px-3 py-2"
        />
      </div>
      <p role="status" className={`rounded-card border p-3 text-sm text-ink ${tone}`}>
        {advice === 'proxy'
          ? m.proxyNeeded(perMinute)
          : advice === 'token-tight'
            ? m.tight(perMinute)
            : m.fits(perMinute)}
      </p>
    </div>
  )
}
