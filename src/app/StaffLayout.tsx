import { Link, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RateBudgetIndicator } from './RateBudgetIndicator'

/** The staff app's pages: header with the rate budget, then the page. */
export function StaffLayout() {
  return (
    <StaffChrome>
      <Outlet />
    </StaffChrome>
  )
}

/** Header and main landmark around staff pages; venue screens and embeds have none of it. */
export function StaffChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-line bg-surface-raised">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
          <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight text-ink">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Courtside
          </Link>
          <div className="ml-auto">
            <RateBudgetIndicator />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  )
}
