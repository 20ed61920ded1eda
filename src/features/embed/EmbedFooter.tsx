import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { fullViewUrl, type EmbedSubject } from './full-view'
import { embedMessages } from './messages'
import { useEmbedOptions } from './use-embed-options'

export interface EmbedFooterProps {
  subject: EmbedSubject
  /** The tournament's public page (organizer data: only an http(s) URL becomes a link). */
  publicUrl: string | null | undefined
  /** When the data shown was fetched (epoch ms), and whether the last refresh failed. */
  updatedAt: number
  stale: boolean
}

/**
 * "Updated 14:05", the link to the full results (a new tab, no referrer, no opener) and the
 * credit. The link opens whatever the embed link's `link` option names, or is left out.
 */
export function EmbedFooter({ subject, publicUrl, updatedAt, stale }: EmbedFooterProps) {
  const m = useMessages(embedMessages)
  const locale = useFormatLocale()
  const { link } = useEmbedOptions()
  const href = fullViewUrl(link, subject, publicUrl, window.location.origin)
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(updatedAt)
  return (
    <footer className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-2 text-xs text-ink-muted">
      <p role="status" className={stale ? 'font-medium text-warning' : undefined}>
        {stale ? m.staleSince(time) : m.updatedAt(time)}
      </p>
      {link !== 'none' && (
        <p className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-1">
          {href && (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded text-sm font-medium text-ink underline decoration-accent decoration-2 underline-offset-4"
            >
              {m.openFullView} <span aria-hidden="true">↗</span>
              <span className="sr-only"> {m.newTab}</span>
            </a>
          )}
          <span>{m.poweredBy}</span>
        </p>
      )}
    </footer>
  )
}
