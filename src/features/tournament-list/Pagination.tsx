import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/locale'
import { tournamentsMessages } from './messages'

const LINK = 'rounded-lg border border-line bg-surface-raised px-3 py-2 font-medium hover:bg-surface-sunken'
const DISABLED = 'rounded-lg border border-line px-3 py-2 text-ink-muted opacity-60'

/** First, previous, "page 2 of 5", next, last: links, so every page has its own address. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const m = useMessages(tournamentsMessages)
  const to = (target: number, label: string, text: ReactNode, enabled: boolean) =>
    enabled ? (
      <Link
        to="/tournaments"
        search={(previous) => ({ ...previous, page: target > 1 ? target : undefined })}
        className={LINK}
        aria-label={label}
        preload={false}
      >
        {text}
      </Link>
    ) : (
      <span className={DISABLED} aria-disabled="true" aria-label={label} role="link">
        {text}
      </span>
    )
  return (
    <nav aria-label={m.pages} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {to(1, m.first, <span aria-hidden="true">«</span>, page > 1)}
      {to(page - 1, m.previous, <>‹ {m.previous}</>, page > 1)}
      <span className="px-2 text-sm text-ink-muted" aria-current="page">
        {m.pageOf(Math.min(page, pages), pages)}
      </span>
      {to(page + 1, m.next, <>{m.next} ›</>, page < pages)}
      {to(pages, m.last, <span aria-hidden="true">»</span>, page < pages)}
    </nav>
  )
}
