import type { ReactNode } from 'react'

/** A boxed message: 'danger' for failures (announced), 'warning' for things to act on soon. */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'danger' | 'warning'
  title: string
  children?: ReactNode
}) {
  const colours = tone === 'danger' ? 'border-danger bg-danger-soft' : 'border-warning bg-warning-soft'
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`mt-4 rounded-card border p-4 ${colours}`}>
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  )
}
