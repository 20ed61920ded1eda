import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from './router'
import type { RouterContext } from '../lib/router-context'

export function App({
  router,
  context,
}: {
  router: ReturnType<typeof createAppRouter>
  context: RouterContext
}) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
