import type { AnyRouter } from '@tanstack/react-router'
import { isApiError, tokenProblemOf } from '../api/errors'
import type { Session } from '../auth/session'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The route shows token problems itself (a venue screen's full-screen message, an embed)
     * instead of being sent to the connect page.
     */
    handlesTokenProblems?: boolean
  }
}

/**
 * A 401 or a 403 INSUFFICIENT_SCOPE from any query: the session forgets the token and records why,
 * and the user lands on the connect page, which says what happened. Behind the public-display proxy
 * there is no token here to forget: the refused token is the proxy's, and every surface says to
 * tell whoever runs the proxy (`errorMessages.proxyToken`).
 */
export function handleTokenProblem(error: Error, session: Session, router: AnyRouter): void {
  const problem = tokenProblemOf(error)
  if (!problem || !isApiError(error)) return
  session.reportProblem(problem, error.credential)
  // The routes of the address being shown or loaded: a loader's 401 comes before its match is in
  // `router.state.matches`.
  const [routes] = router.getMatchedRoutes(router.state.location.pathname)
  const handledInPlace = routes.some((route) => route.options.staticData?.handlesTokenProblems)
  if (!handledInPlace && router.state.location.pathname !== '/') void router.navigate({ to: '/' })
}
