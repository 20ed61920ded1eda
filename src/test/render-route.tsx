import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { App } from '../app/App'
import { createApp, type AppOptions } from '../app/create-app'
import { defaultRuntimeConfig, type RuntimeConfig } from '../config/runtime-config'

export interface RenderRouteOptions extends Omit<AppOptions, 'history' | 'handedOver'> {
  config?: Partial<RuntimeConfig>
  /** Signed in with this token from the start (as if handed over in the address's fragment). */
  token?: string
}

/** Renders the real app at `path` with a fresh QueryClient, as a user arriving by that link. */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const { config, token, ...appOptions } = options
  const { router, context } = createApp(
    { ...defaultRuntimeConfig, ...config },
    {
      ...appOptions,
      handedOver: token ? { token, remember: false } : null,
      history: createMemoryHistory({ initialEntries: [path] }),
    },
  )
  await router.load()
  const view = render(<App router={router} context={context} />)
  return { ...view, router, context }
}
