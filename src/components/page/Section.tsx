import { useId, type ReactNode } from 'react'

/** A titled part of a page (an `<h2>` or `<h3>` and its content), on a card or plain. */
export function Section({
  title,
  level = 2,
  card = true,
  actions,
  className = '',
  children,
}: {
  title: string
  level?: 2 | 3
  card?: boolean
  /** Beside the title: a count, a link. */
  actions?: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const Heading = `h${level}` as const
  return (
    <section
      aria-labelledby={id}
      className={`${card ? 'rounded-card border border-line bg-surface-raised p-4' : ''} ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={id} className={level === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  )
}
