import type { ReactNode } from 'react'

/** A whole-screen message, large enough to read from across the room: what happened, what to do. */
export function ScreenMessage({
  title,
  children,
  tone = 'info',
}: {
  title: string
  children?: ReactNode
  tone?: 'info' | 'problem'
}) {
  return (
    <main className="screen-message" data-tone={tone}>
      <h1 className="screen-message-title">{title}</h1>
      {children && <div className="screen-message-detail">{children}</div>}
    </main>
  )
}
