import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { App } from '../app/App'
import { createQueryClient } from '../app/query-client'
import { createAppRouter } from '../app/router'
import type { RouterContext } from '../app/router-context'
import { defaultRuntimeConfig, type RuntimeConfig } from '../config/runtime-config'

/** Renders the real app at `path` with a fresh QueryClient, as a user arriving by that link. */
export async function renderRoute(path: string, options: { config?: Partial<RuntimeConfig> } = {}) {
  const context: RouterContext = {
    queryClient: createQueryClient(),
    config: { ...defaultRuntimeConfig, ...options.config },
  }
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const view = render(<App router={router} context={context} />)
  return { ...view, router, context }
}
