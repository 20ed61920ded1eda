import { useEffect, useRef, type ReactNode } from 'react'
import { isApiError } from '../../api/errors'
import { useMessages } from '../../i18n/locale'
import { screenMessages } from './messages'
import type { Box } from './pool-pages'
import { inEm, useBoxSize } from './use-box-size'

/** What every view of the rotation gets from the screen. */
export interface SlideProps<View> {
  view: View
  viewIndex: number
  page: number
  reportPages: (view: number, pages: number) => void
  refreshMs: number
  live: boolean
}

/**
 * One view on show: its title line, then its body, which gets the space left in em so the view
 * can cut its content into pages that fit; it reports how many pages that makes.
 */
export function Slide({
  title,
  detail,
  children,
}: {
  title: string
  detail?: string
  children: (box: Box) => ReactNode
}) {
  const body = useRef<HTMLDivElement>(null)
  const box = inEm(useBoxSize(body))
  return (
    <section className="screen-slide" aria-label={title}>
      <div className="screen-slide-head">
        <h2 className="screen-slide-title">{title}</h2>
        {detail && <p className="screen-slide-detail">{detail}</p>}
      </div>
      <div ref={body} className="screen-slide-body">
        {children(box)}
      </div>
    </section>
  )
}

/** Reports the page count of the view on show whenever it changes. */
export function usePageCount(props: Pick<SlideProps<unknown>, 'viewIndex' | 'reportPages'>, pages: number) {
  const { viewIndex, reportPages } = props
  useEffect(() => reportPages(viewIndex, pages), [viewIndex, reportPages, pages])
}

/** A view without data yet: loading, or why it cannot be shown (the rotation carries on). */
export function SlideWaiting({ error }: { error: Error | null }) {
  const m = useMessages(screenMessages)
  const text = !error
    ? m.loadingView
    : isApiError(error) && error.status === 404
      ? m.viewNotFound
      : m.viewUnavailable
  return <p className="screen-slide-note">{text}</p>
}

/** The page a step of the rotation asks for, within the pages there are. */
export function pageWithin<T>(pages: readonly T[], page: number): T | undefined {
  return pages[page < pages.length ? page : 0]
}
