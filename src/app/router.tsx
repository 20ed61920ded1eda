import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from '../lib/router-context'
import { PageError, PageNotFound, PagePending } from '../routes/-plumbing/page-views'

export function createAppRouter(
  context: RouterContext,
  history?: Parameters<typeof createRouter>[0]['history'],
) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders put their data in the QueryClient; the router itself caches nothing.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A staff page's views; embeds and the venue screen name their own on their routes.
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    defaultNotFoundComponent: PageNotFound,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
