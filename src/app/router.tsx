import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from '../lib/router-context'

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
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
