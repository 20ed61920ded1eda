import type { AnyRouter } from '@tanstack/react-router'
import { newVersion } from '../lib/new-version'

/** Pages that run for days (venue screens) look for a new version this often; a navigation does too. */
const UPDATE_CHECK_MS = 60 * 60_000
/** Once the first page has shown, the worker is registered when the browser is idle, or after this. */
const IDLE_TIMEOUT_MS = 10_000

/**
 * Registers the service worker (src/service-worker/, decision 3600) so the next start works
 * without a network, once the first page has shown and the browser is idle: what the worker
 * downloads for the whole app never competes with what this page needs first. Not on embeds
 * (`inMemoryOnly` routes), which keep nothing in a club page's storage, nor on the dev server.
 */
export function registerServiceWorker(router: AnyRouter, inMemoryOnly: boolean, win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container || inMemoryOnly || import.meta.env.DEV) return
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe()
    whenIdle(win, () => void register(win, container))
  })
  // Installable: linked here, not in index.html, so an embed never downloads the manifest and its
  // icon (it delayed a round embed's first request by 40 ms, Lighthouse, 8 December 2026). The link
  // names the page on show, so the app installed from it opens there (the worker answers with that
  // start_url; the file alone says "/"). Its path and query: never a fragment.
  let manifest: HTMLLinkElement | null = null
  router.subscribe('onResolved', ({ toLocation }) => {
    manifest ??= addInstallLinks(win.document)
    const start = encodeURIComponent(`${toLocation.pathname}${toLocation.searchStr}`)
    manifest.href = `${import.meta.env.BASE_URL}manifest.webmanifest?start=${start}`
  })
}

/** The Apple touch icon's link and the manifest's, once; the manifest's address follows the page. */
function addInstallLinks(document: Document): HTMLLinkElement {
  const link = (rel: string) => {
    const element = document.createElement('link')
    element.rel = rel
    return document.head.appendChild(element)
  }
  link('apple-touch-icon').href = `${import.meta.env.BASE_URL}icons/icon-192.png`
  return link('manifest')
}

function whenIdle(win: Window, work: () => void) {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
  else win.setTimeout(work, 0)
}

async function register(win: Window, container: ServiceWorkerContainer) {
  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await container.register(`${import.meta.env.BASE_URL}sw.js`, {
      scope: import.meta.env.BASE_URL,
      updateViaCache: 'none',
    })
  } catch (error) {
    // Blocked (private mode, a browser setting): the viewer works as before, without offline start.
    console.warn('Courtside: no offline start, the service worker could not be registered.', error)
    return
  }
  // A stand-in that registers nothing (the e2e suite's blocked workers resolve with undefined).
  if (!registration) return
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing
    // With no worker active yet, this is the first install: this page's own version.
    if (registration.active === null || !incoming) return
    incoming.addEventListener('statechange', () => {
      if (incoming.state === 'activated') newVersion.markReady()
    })
  })
  win.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
}
