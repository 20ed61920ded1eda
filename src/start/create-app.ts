import { createApiClient } from '../api/client'
import type { FetchLike } from '../api/http/transport'
import { PollDrivers } from '../api/live/poll-drivers'
import { createTabCoordinator, type TabCoordinator } from '../api/live/tab-coordinator'
import type { RetryPolicy } from '../api/retry'
import { createSession, type SessionStorages } from '../auth/session'
import type { FragmentToken } from '../auth/token-fragment'
import type { RuntimeConfig } from '../config/runtime-config'
import { provideLanguages } from '../i18n/locale'
import { createQueryClient } from '../app/query-client'
import { LANGUAGE_MODULES } from './languages'
import { createAppRouter } from './router'
import type { RouterContext } from '../app/router-context'
import { handleTokenProblem } from '../app/token-problems'

export interface AppOptions {
  /** How requests reach the API; tests pass the in-process demo API's fetch. */
  fetch?: FetchLike
  storages?: SessionStorages
  handedOver?: FragmentToken | null
  retryPolicy?: RetryPolicy
  tabs?: TabCoordinator
  history?: Parameters<typeof createAppRouter>[1]
}

/** Session, API client, QueryClient and router, wired together: main.tsx and tests share this. */
export function createApp(config: RuntimeConfig, options: AppOptions = {}) {
  provideLanguages(LANGUAGE_MODULES)
  const session = createSession(config, options.storages, options.handedOver ?? null)
  const api = createApiClient({
    baseUrl: session.getApiBaseUrl,
    getToken: session.getToken,
    fetch: options.fetch,
  })
  let router: ReturnType<typeof createAppRouter> | null = null
  const queryClient = createQueryClient({
    retryPolicy: options.retryPolicy,
    onError: (error) => {
      if (router) handleTokenProblem(error, session, router)
    },
  })
  const context: RouterContext = {
    queryClient,
    config,
    session,
    api,
    live: { drivers: new PollDrivers(), tabs: options.tabs ?? createTabCoordinator() },
  }
  router = createAppRouter(context, options.history)

  // Another token or API address: nothing read with the old one may be shown or reused. The
  // budget is kept: the connect page's probe has just measured the new token's.
  let scope = session.getSnapshot().scope
  session.subscribe(() => {
    const { scope: next, token } = session.getSnapshot()
    if (next === scope) return
    scope = next
    queryClient.clear()
    api.forget()
    if (token === null) api.budget.reset()
  })

  return { router, context }
}
