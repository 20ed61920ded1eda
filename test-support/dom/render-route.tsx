import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { defaultRuntimeConfig, type RuntimeConfig } from '../../src/config/runtime-config'
import { App } from '../../src/app/App'
import { createApp, type AppOptions } from '../../src/app/create-app'
import { DEMO_API_URL, demoToken, startDemoApi, type DemoApi } from '../demo-api/viewer-fetch'

export interface RenderRouteOptions extends Omit<AppOptions, 'history' | 'handedOver' | 'fetch'> {
  config?: Partial<RuntimeConfig>
  /** The in-process demo API to read from; a fresh one by default. */
  api?: DemoApi
  /** Signed in from the start, with a demo token by name or any token (as if handed over in `#token=`). */
  signedIn?:
    'main' | 'second' | 'expired' | 'noReadScope' | 'wrongEnvironment' | 'expiringSoon' | { token: string }
  /** Runs once the first page has loaded, before it is drawn (to move a fake clock on, say). */
  beforeRender?: () => void
}

/**
 * Renders the real app at `path` with a fresh QueryClient against the in-process demo API, as a
 * user arriving by that link.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const { config, api = startDemoApi(), signedIn, beforeRender, ...appOptions } = options
  const token =
    signedIn === undefined ? null : typeof signedIn === 'string' ? demoToken(api, signedIn) : signedIn.token
  const { router, context } = createApp(
    { ...defaultRuntimeConfig, apiBaseUrl: DEMO_API_URL, ...config },
    {
      ...appOptions,
      fetch: api.fetch,
      handedOver: token ? { token, remember: false } : null,
      history: createMemoryHistory({ initialEntries: [path] }),
    },
  )
  onTestFinished(() => context.session.dispose())
  await router.load()
  beforeRender?.()
  const view = render(<App router={router} context={context} />)
  return { ...view, router, context, api }
}
