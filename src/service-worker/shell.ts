/**
 * What the service worker does with each request, as pure functions (decision 3600). The worker
 * keeps the app itself, never the API's answers (the app keeps those, per connection):
 *
 * - its version's files (index.html, the hashed scripts and styles, the languages, icons and
 *   manifest) in a cache of their own, fetched when it installs;
 * - `config.json`, network first, its last good copy for a start without network;
 * - pages (navigations) network first, its own index.html when the network fails or is slow.
 *
 * Left to the browser as if there were no worker: other origins (the API), the same-origin API
 * behind the public-display proxy (`/v1/`), `embed.js`, and every page and file an embed asks for
 * (`/embed/…`): embeds run inside club sites' frames, whose headers must come from the server.
 */
export const SHELL_CACHE_PREFIX = 'courtside-shell-'
export const CONFIG_CACHE = 'courtside-config'
export const CONFIG_PATH = '/config.json'
export const INDEX_PATH = '/index.html'
/** A page's own index.html is used when the network has not answered a navigation in this time. */
export const NAVIGATION_TIMEOUT_MS = 4_000
/** Shell caches kept: this version's and the one before, whose pages may still be open. */
export const SHELL_VERSIONS_KEPT = 2

export interface Precache {
  /** A hash of every file below: changes with any of them, so the browser installs the new worker. */
  version: string
  /** Paths from the site's root: /index.html, /assets/…, /favicon.svg… */
  files: readonly string[]
}

export const MANIFEST_PATH = '/manifest.webmanifest'

export type Handling = 'navigation' | 'config' | 'manifest' | 'shell-file' | 'browser'

export interface RequestFacts {
  method: string
  mode: RequestMode
  url: string
}

/** What the worker does with a request, `browser` meaning it does not answer it at all. */
export function handlingOf(
  request: RequestFacts,
  workerOrigin: string,
  precached: ReadonlySet<string>,
): Handling {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== workerOrigin) return 'browser'
  if (url.pathname.startsWith('/embed/') || url.pathname === '/embed') return 'browser'
  if (request.mode === 'navigate') return 'navigation'
  if (url.pathname === CONFIG_PATH) return 'config'
  if (url.pathname === MANIFEST_PATH) return 'manifest'
  if (precached.has(url.pathname) || url.pathname.startsWith('/assets/')) return 'shell-file'
  return 'browser'
}

export function shellCacheName(version: string): string {
  return `${SHELL_CACHE_PREFIX}${version}`
}

/**
 * The shell caches to delete once a version takes over, from all cache names in the order they
 * were made (`caches.keys()` keeps that order): all but the newest few, never the active
 * version's, never another kind of cache (the app's stored answers, the config).
 */
export function shellCachesToDelete(names: readonly string[], activeVersion: string): string[] {
  const active = shellCacheName(activeVersion)
  const shells = names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== active)
  return shells.slice(0, Math.max(0, shells.length - (SHELL_VERSIONS_KEPT - 1)))
}

/**
 * The web app manifest for the page that links it as `/manifest.webmanifest?start=<its address>`:
 * the installed app opens where it was installed from (a venue screen's link, a tournament), a
 * page of this origin, never an embed. Anything else keeps the file's own start_url ("/").
 */
export function manifestFor(manifest: Record<string, unknown>, requestUrl: string): Record<string, unknown> {
  const url = new URL(requestUrl)
  const start = url.searchParams.get('start')
  if (start === null || !start.startsWith('/') || start.startsWith('//')) return manifest
  const page = new URL(start, url.origin)
  if (page.origin !== url.origin || page.pathname.startsWith('/embed')) return manifest
  return { ...manifest, start_url: `${page.pathname}${page.search}` }
}
