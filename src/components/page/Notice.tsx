import type { ReactNode } from 'react'

export type NoticeTone = 'danger' | 'warning' | 'info' | 'neutral'

const TONES: Record<NoticeTone, string> = {
  danger: 'border-danger bg-danger-soft',
  warning: 'border-warning bg-warning-soft',
  info: 'border-line bg-accent-soft',
  neutral: 'border-line bg-surface-raised',
}

/**
 * A boxed message: a failure (danger), something to act on (warning), how things are (info). With
 * a title it is a heading and a detail; without, a short paragraph. `role` says whether it is
 * announced ('alert' for failures, 'status' for what changed) or a 'note' read in place.
 */
export function Notice({
  tone,
  title,
  role,
  className = '',
  children,
}: {
  tone: NoticeTone
  title?: string
  role?: 'alert' | 'status' | 'note'
  className?: string
  children?: ReactNode
}) {
  const box = `rounded-card border text-ink ${TONES[tone]} ${className}`
  if (title === undefined) {
    return (
      <p role={role} className={`${box} p-3 text-sm`}>
        {children}
      </p>
    )
  }
  return (
    <div role={role} className={`${box} p-4`}>
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  )
}
