import { createApiClient } from '../api/client'
import { cacheStorageAnswers, type AnswerStore } from '../api/http/answer-store'
import type { FetchLike } from '../api/http/transport'
import { PollDrivers } from '../api/live/poll-drivers'
import { createTabCoordinator, type TabCoordinator } from '../api/live/tab-coordinator'
import type { RetryPolicy } from '../api/retry'
import { createSession, type SessionSnapshot, type SessionStorages } from '../auth/session'
import type { FragmentToken } from '../auth/token-fragment'
import type { RuntimeConfig } from '../config/runtime-config'
import { provideLanguages } from '../i18n/locale'
import { createQueryClient } from '../lib/query-client'
import { createAppRouter } from './router'
import type { RouterContext } from '../lib/router-context'
import { handleTokenProblem } from '../lib/token-problems'
import { identifyToken } from '../lib/identify-token'
import { catchUpWhenReachable } from './catch-up'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A page started at this route keeps the token in memory only, reads none from storage and
     * ignores `&remember=1`: an embed. Storage is per origin, and on a club's page every embed of
     * this viewer shares it (and, in the embed builder's preview, with the staff app): a stored
     * token would leak from one embed to another, or give an embed published without a token the
     * staff member's own. Each load of the host page hands the token over again.
     */
    tokenInMemoryOnly?: boolean
  }
}

/** A session without storage: the token lives as long as the page. */
const IN_MEMORY_ONLY: SessionStorages = { session: null, local: null }

export interface AppOptions {
  /** How requests reach the API; tests pass the in-process demo API's fetch. */
  fetch?: FetchLike
  /** Where the session keeps the token; by default the browser's, or none for `tokenInMemoryOnly` routes. */
  storages?: SessionStorages
  handedOver?: FragmentToken | null
  retryPolicy?: RetryPolicy
  tabs?: TabCoordinator
  history?: Parameters<typeof createAppRouter>[1]
  /** Where answers are kept for a start without network; by default the browser's Cache Storage, none for embeds. */
  answers?: AnswerStore | null
}

/** The browser's Cache Storage, where it has one (secure pages only). */
function browserAnswerStore(): AnswerStore | null {
  if (typeof caches === 'undefined' || !globalThis.isSecureContext) return null
  return cacheStorageAnswers(caches, globalThis.location.origin)
}

/** The connection answers are kept under: the session's, once it reads with a token (or through the proxy). */
function storeScope({ token, mode, scope }: SessionSnapshot): string | null {
  return token !== null || mode === 'proxy' ? scope : null
}

/** Gives i18n the languages' words, loaded only for a page shown in one (a chunk of their own). */
export function provideAppLanguages(): void {
  provideLanguages(() => import('./languages').then((languages) => languages.LANGUAGE_MODULES))
}

/** Session, API client, QueryClient and router, wired together: main.tsx and tests share this. */
export function createApp(config: RuntimeConfig, options: AppOptions = {}) {
  provideAppLanguages()
  // The router comes first: the routes of the address the page starts at decide where the session
  // may keep the token. Its context is filled in below, before anything loads.
  const context = {} as RouterContext
  const router = createAppRouter(context, options.history)
  const [routes] = router.getMatchedRoutes(router.state.location.pathname)
  const inMemoryOnly = routes.some((route) => route.options.staticData?.tokenInMemoryOnly)

  const session = createSession(
    config,
    options.storages ?? (inMemoryOnly ? IN_MEMORY_ONLY : undefined),
    options.handedOver ?? null,
    // Both called after start-up, once `api` and `router` are ready.
    {
      identify: (connection) => identifyToken(api, connection),
      onLateHandOver: () => void router.invalidate(),
    },
  )
  // An embed keeps nothing: its token lives in memory only, and its storage is the club page's.
  const answers = options.answers !== undefined ? options.answers : inMemoryOnly ? null : browserAnswerStore()
  const api = createApiClient({
    baseUrl: session.getApiBaseUrl,
    getToken: session.getToken,
    fetch: options.fetch,
    answers: answers ? { store: answers, scope: () => storeScope(session.getSnapshot()) } : undefined,
  })
  const queryClient = createQueryClient({
    retryPolicy: options.retryPolicy,
    onError: (error) => handleTokenProblem(error, session, router),
  })
  Object.assign(context, {
    queryClient,
    config,
    session,
    api,
    live: { drivers: new PollDrivers(), tabs: options.tabs ?? createTabCoordinator() },
  } satisfies RouterContext)

  // Another token or API address: nothing read with the old one may be shown or reused, nor kept
  // on the device (sign-out clears it). The budget is kept: the connect page's probe has just
  // measured the new token's.
  let scope = session.getSnapshot().scope
  session.subscribe(() => {
    const { scope: next, token } = session.getSnapshot()
    if (next === scope) return
    scope = next
    queryClient.clear()
    api.forget()
    void answers?.clear()
    if (token === null) api.budget.reset()
  })
  if (answers) catchUpWhenReachable(api.storedAnswersShown, queryClient)

  return { router, context, inMemoryOnly }
}
