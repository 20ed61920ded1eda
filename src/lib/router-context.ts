import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../api/client'
import type { PollDrivers } from '../api/live/poll-drivers'
import type { TabCoordinator } from '../api/live/tab-coordinator'
import type { Session } from '../auth/session'
import type { RuntimeConfig } from '../config/runtime-config'

/** What every route's loader and component can reach through the router. */
export interface RouterContext {
  queryClient: QueryClient
  config: RuntimeConfig
  /** The API address and token; `useSession()` in components. */
  session: Session
  /** The Read API client the query factories take: `tournamentQueries.detail(api, idx, populate)`. */
  api: ApiClient
  /** Who polls what, within this tab and across the browser's tabs (`useLiveQuery`). */
  live: { drivers: PollDrivers; tabs: TabCoordinator }
}

/**
 * What a page's loader (`load<Page>` in its feature's `loaders.ts`) takes from the router's
 * context: the query client and the API client, and the session for pages that check the token.
 */
export type LoaderContext = Pick<RouterContext, 'queryClient' | 'api' | 'session'>
