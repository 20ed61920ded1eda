import { useState } from 'react'
import { useMessages } from '../../../i18n/locale'
import { TextField } from '../../../components/forms'
import { Notice, type NoticeTone } from '../../../components/page'
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
  const [text, setText] = useState(String(expected))
  const options = { token }
  const allowed = concurrentVisitors(refreshSeconds, options)
  const perMinute = Math.ceil((pollingRequests(expected, refreshSeconds, options) * 60) / token.windowSeconds)
  const advice = budgetAdvice(expected, refreshSeconds, options)
  const tone: NoticeTone = advice === 'proxy' ? 'danger' : advice === 'token-tight' ? 'warning' : 'neutral'
  return (
    <div className="space-y-3">
      {behindProxy && <Notice tone="info">{m.proxyDeployment}</Notice>}
      <p className="text-sm text-ink-muted">
        {m.budgetIntro(m.seconds(refreshSeconds), token.limit, token.windowSeconds)}
      </p>
      <p className="font-medium">{m.allowed(allowed, reserveOf(token.limit))}</p>
      <TextField
        label={m.expected}
        short
        type="number"
        min={1}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          const value = Math.round(Number(event.target.value))
          if (value >= 1) onExpected(value)
        }}
      />
      <Notice tone={tone} role="status">
        {advice === 'proxy'
          ? m.proxyNeeded(perMinute)
          : advice === 'token-tight'
            ? m.tight(perMinute)
            : m.fits(perMinute)}
      </Notice>
    </div>
  )
}
