import './lib/zod-without-eval'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createApp } from './app/create-app'
import { takeTokenFromFragment, watchTokenFragment, type FragmentToken } from './auth/token-fragment'
import { defaultRuntimeConfig, loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config'
import { warmUpIntl } from './app/intl-warm-up'
import { preconnectApi } from './app/preconnect-api'
import { registerServiceWorker } from './app/service-worker'
import './styles.css'

/** The page a built viewer shows while it cannot read config.json: loaded only then. */
async function waitForConfig(url: string, root: HTMLElement): Promise<RuntimeConfig> {
  const { waitForConfig: wait } = await import('./app/config-unreadable/wait-for-config')
  return wait(url, root)
}

async function bootstrap() {
  // First of all: a token in the address's fragment leaves the address bar and the tab's history,
  // now and on every later navigation within the page (before the router sees the address).
  let handedOver = takeTokenFromFragment(window.location, window.history)
  // One arriving while config.json loads replaces it; once the app exists, the session takes it.
  let handOver = (token: FragmentToken) => void (handedOver = token)
  watchTokenFragment(window, (token) => handOver(token))
  warmUpIntl()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const configUrl = `${import.meta.env.BASE_URL}config.json`
  // Only the dev server guesses where the API is; a built viewer waits until it knows (no token
  // leaves the page meanwhile: a handed-over one is taken once the configuration says where it may go).
  const config =
    (await loadRuntimeConfig(configUrl, {
      whenUnreadable: import.meta.env.DEV ? defaultRuntimeConfig : null,
    })) ?? (await waitForConfig(configUrl, root))
  preconnectApi(config.apiBaseUrl, document)
  const { router, context, inMemoryOnly } = createApp(config, { handedOver })
  handOver = (token) => {
    context.session.handOver(token)
    void router.invalidate()
  }
  // A transition lets React render the first page in slices, yielding to the browser between them:
  // a phone stays responsive instead of freezing for one long task (decision 0511).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} context={context} />
      </StrictMode>,
    ),
  )
  // For the next start without a network: once this page has shown (not on embeds).
  registerServiceWorker(router, inMemoryOnly)
}

void bootstrap()
