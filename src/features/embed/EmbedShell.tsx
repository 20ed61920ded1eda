import { createContext, useContext, useRef, type ReactNode } from 'react'
import { useWatchInView } from '../../hooks/use-in-view'
import { LocaleProvider } from '../../i18n/locale'
import type { EmbedOptions } from './embed-options'
import { embedLocale } from './language'
import { useDocumentLook } from './use-document-look'
import { useReportHeight } from './use-report-height'
import './embed.css'

const InShell = createContext(false)

/**
 * Around every embed page, its error and its "not found": the look the link asks for, the
 * language, and the height reported to the framing page. A shell inside a shell (an error shown
 * within the embed layout) adds nothing, so only one height is ever reported.
 */
export function EmbedShell({ options, children }: { options: EmbedOptions; children: ReactNode }) {
  const nested = useContext(InShell)
  return nested ? children : <OuterShell options={options}>{children}</OuterShell>
}

function OuterShell({ options, children }: { options: EmbedOptions; children: ReactNode }) {
  const locale = embedLocale(options.lang, navigator.languages ?? [])
  const content = useRef<HTMLDivElement>(null)
  useDocumentLook(options, locale)
  useReportHeight(content)
  useWatchInView(content)
  return (
    <InShell.Provider value={true}>
      <LocaleProvider locale={locale}>
        <div ref={content} className="embed">
          {children}
        </div>
      </LocaleProvider>
    </InShell.Provider>
  )
}
