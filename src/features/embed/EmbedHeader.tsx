import { useCanGoBack, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/locale'
import { embedMessages } from './messages'

/**
 * The page's heading and what it belongs to ("Men's open · Summer Padel Cup"), unless the link
 * leaves the title out; and "Back" when the visitor came here from another page of the embed.
 */
export function EmbedHeader({
  title,
  context,
  shown,
}: {
  title: string
  context: ReactNode
  shown: boolean
}) {
  const m = useMessages(embedMessages)
  const router = useRouter()
  const canGoBack = useCanGoBack()
  if (!shown && !canGoBack) return null
  return (
    <header className="mb-3">
      {canGoBack && (
        <button
          type="button"
          onClick={() => router.history.back()}
          className="mb-1 rounded text-sm font-medium text-ink-muted underline decoration-accent decoration-2 underline-offset-4 hover:text-ink"
        >
          ← {m.back}
        </button>
      )}
      {shown && (
        <>
          <h1 className="text-xl leading-tight font-semibold text-balance">{title}</h1>
          <p className="mt-0.5 text-sm text-ink-muted">{context}</p>
        </>
      )}
    </header>
  )
}
