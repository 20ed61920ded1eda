import { Link, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LocaleProvider, messagesFor } from '../../i18n/locale'
import { useDeviceLocale, useDocumentLanguage } from '../../i18n/device-language'
import { LanguagePicker } from './LanguagePicker'
import { OfflineNote } from './OfflineNote'
import { staffChromeMessages as messages } from './messages'
import { RateBudgetIndicator } from './RateBudgetIndicator'

const NAV_LINK =
  'block rounded-lg px-3 py-1.5 font-medium text-ink-muted hover:bg-surface-sunken hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:text-ink'

/**
 * Staff pages use the whole width they are given: a bracket, a schedule or standings with many
 * columns are what a wide screen is for. Text blocks keep their own reading width (max-w-3xl…).
 */
const PAGE_WIDTH = 'w-full px-4 sm:px-6 2xl:px-10'

/** The staff app's pages: header with the rate budget, then the page. */
export function StaffLayout() {
  return (
    <StaffChrome>
      <Outlet />
    </StaffChrome>
  )
}

/** Header and main landmark around staff pages, in the device's language; venue screens and embeds have none of it. */
export function StaffChrome({ children }: { children: ReactNode }) {
  const locale = useDeviceLocale()
  useDocumentLanguage(locale)
  const m = messagesFor(messages, locale)
  return (
    <LocaleProvider locale={locale}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:px-3 focus:py-2"
        >
          {m.skip}
        </a>
        <header className="border-b border-line bg-surface-raised">
          <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 py-3 ${PAGE_WIDTH}`}>
            <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight text-ink">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              Courtside
            </Link>
            <nav aria-label={m.main} className="order-last w-full sm:order-none sm:w-auto">
              <ul className="-mx-3 flex flex-wrap items-center gap-1 text-sm sm:mx-0">
                <li>
                  <Link to="/tournaments" className={NAV_LINK}>
                    {m.tournaments}
                  </Link>
                </li>
                <li>
                  <Link to="/screens/new" activeOptions={{ includeSearch: false }} className={NAV_LINK}>
                    {m.screens}
                  </Link>
                </li>
                <li>
                  <Link to="/embeds/new" activeOptions={{ includeSearch: false }} className={NAV_LINK}>
                    {m.embeds}
                  </Link>
                </li>
                <li>
                  <Link to="/" activeOptions={{ exact: true, includeSearch: false }} className={NAV_LINK}>
                    {m.connection}
                  </Link>
                </li>
              </ul>
            </nav>
            <div className="ml-auto flex items-center gap-3 sm:order-last">
              <RateBudgetIndicator />
              <LanguagePicker label={m.language} />
            </div>
          </div>
        </header>
        <OfflineNote className={PAGE_WIDTH} />
        <main id="main" tabIndex={-1} className={`flex-1 py-6 focus:outline-none ${PAGE_WIDTH}`}>
          {children}
        </main>
      </div>
    </LocaleProvider>
  )
}
