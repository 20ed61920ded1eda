import { useMessages } from '../../i18n/locale'
import { pageShellMessages } from './messages'

/** A grey placeholder block where content is coming. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-surface-sunken ${className}`} />
}

export type PageSkeletonKind = 'list' | 'detail' | 'cards' | 'round'

/**
 * A page's shape while its data loads: breadcrumbs, title, then rows, cards or sections. Announced
 * once as "Loading…" to screen readers.
 */
export function PageSkeleton({ kind }: { kind: PageSkeletonKind }) {
  const m = useMessages(pageShellMessages)
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{m.loading}</span>
      <Skeleton className="h-4 w-64 max-w-full" />
      <Skeleton className="h-8 w-96 max-w-full" />
      {kind === 'list' && <RowsSkeleton rows={8} />}
      {kind === 'cards' && <CardsSkeleton cards={6} />}
      {kind === 'detail' && (
        <>
          <Skeleton className="h-5 w-80 max-w-full" />
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
          <CardsSkeleton cards={3} />
        </>
      )}
      {kind === 'round' && (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
          <RowsSkeleton rows={6} />
        </>
      )}
    </div>
  )
}

/** Rows of a list or table that is loading. */
export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14" />
      ))}
    </div>
  )
}

function CardsSkeleton({ cards }: { cards: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} className="h-32" />
      ))}
    </div>
  )
}
