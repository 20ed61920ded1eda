import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/locale'
import { safeHexColor } from './colour'
import { pageShellMessages } from './messages'

export type BadgeTone = 'neutral' | 'accent' | 'live' | 'success' | 'warning' | 'danger' | 'muted'

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-line bg-surface-sunken text-ink',
  accent: 'border-transparent bg-accent-soft text-ink',
  live: 'border-transparent bg-danger-soft text-danger',
  success: 'border-success bg-surface-raised text-success',
  warning: 'border-transparent bg-warning-soft text-warning',
  danger: 'border-transparent bg-danger-soft text-danger',
  muted: 'border-dashed border-line text-ink-muted',
}

/** A small rounded label: a status, a mark ("Hidden", "WC"). */
export function Badge({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: BadgeTone
  title?: string
  children: ReactNode
}) {
  return (
    <span
      title={title}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}

/** "Hidden": a division or round with `isVisible: false`, still shown to staff. */
export function HiddenBadge() {
  const m = useMessages(pageShellMessages)
  return (
    <Badge tone="muted" title={m.hiddenHint}>
      {m.hidden}
    </Badge>
  )
}

/** The organizer's colour as a small swatch (decoration); nothing when it is not a hex colour. */
export function ColourChip({
  colour,
  className = 'size-3',
}: {
  colour: string | null | undefined
  className?: string
}) {
  const safe = safeHexColor(colour)
  if (!safe) return null
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-line ${className}`}
      style={{ backgroundColor: safe }}
    />
  )
}

const STATUS_TONES: Record<string, BadgeTone> = {
  DRAFT: 'muted',
  UPCOMING: 'accent',
  IN_PROGRESS: 'live',
  COMPLETED: 'neutral',
  ARCHIVED: 'muted',
}

/** A tournament's status; unknown statuses are shown humanized, neutral. */
export function TournamentStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{label}</Badge>
}
