import {
  CONFIG_CACHE,
  CONFIG_PATH,
  handlingOf,
  INDEX_PATH,
  MANIFEST_PATH,
  manifestFor,
  NAVIGATION_TIMEOUT_MS,
  SHELL_CACHE_PREFIX,
  shellCacheName,
  shellCachesToDelete,
  type Precache,
} from './shell'

/**
 * The viewer's service worker (served as /sw.js, built by scripts/service-worker-plugin.ts with
 * this version's file list in `__PRECACHE__`). What it answers and why: shell.ts, decision 3600.
 */
declare const __PRECACHE__: Precache
declare const self: ServiceWorkerGlobalScope

const { version, files } = __PRECACHE__
const SHELL = shellCacheName(version)
const precached = new Set(files)
/**
 * A file is a file: servers send `Vary: Origin` (CORS) or `Accept-Encoding`, which would make a
 * module script's request (it carries an Origin) miss the copy fetched at install.
 */
const MATCH: CacheQueryOptions = { ignoreSearch: true, ignoreVary: true }

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL)
      // Past the HTTP cache: a stale index.html would name files this version does not have.
      await shell.addAll(files.map((file) => new Request(file, { cache: 'no-cache' })))
      await keepConfig(await fetch(new Request(CONFIG_PATH, { cache: 'no-cache' })).catch(() => null))
      // A new version takes over at once, for the next page loaded; pages open now keep their
      // own files (the previous version's cache is kept) and reload when they like.
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = shellCachesToDelete(await caches.keys(), version)
      await Promise.all(stale.map((name) => caches.delete(name)))
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, self.location.origin, precached)
  if (handling === 'navigation') event.respondWith(navigation(event.request))
  else if (handling === 'config') event.respondWith(config(event.request))
  else if (handling === 'manifest') event.respondWith(manifest(event.request))
  else if (handling === 'shell-file') event.respondWith(shellFile(event.request))
})

/** Network first, this version's index.html when the network fails or keeps the page waiting. */
async function navigation(request: Request): Promise<Response> {
  const network = fetch(request)
  const fallback = async () => (await caches.open(SHELL)).match(INDEX_PATH, MATCH)
  let timer: ReturnType<typeof setTimeout> | undefined
  const slow = new Promise<'slow'>(
    (resolve) => (timer = setTimeout(() => resolve('slow'), NAVIGATION_TIMEOUT_MS)),
  )
  try {
    const first = await Promise.race([network, slow])
    if (first !== 'slow') return first
    return (await fallback()) ?? (await network)
  } catch (error) {
    const cached = await fallback()
    if (cached) return cached
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Network first, so a changed config.json counts at once; its last good copy without network. */
async function config(request: Request): Promise<Response> {
  try {
    const response = await fetch(request)
    await keepConfig(response.clone())
    return response
  } catch (error) {
    const cached = await (await caches.open(CONFIG_CACHE)).match(CONFIG_PATH, MATCH)
    if (cached) return cached
    throw error
  }
}

async function keepConfig(response: Response | null): Promise<void> {
  if (!response?.ok) return
  await (await caches.open(CONFIG_CACHE)).put(CONFIG_PATH, response)
}

/** This version's manifest, opening the installed app on the page that asks for it. */
async function manifest(request: Request): Promise<Response> {
  const file = (await (await caches.open(SHELL)).match(MANIFEST_PATH, MATCH)) ?? (await fetch(MANIFEST_PATH))
  const fields = manifestFor((await file.json()) as Record<string, unknown>, request.url)
  return new Response(JSON.stringify(fields), { headers: { 'Content-Type': 'application/manifest+json' } })
}

/**
 * A file of the app: from this version's cache, else from an older version's still kept (a page
 * of that version, open while this one took over, loading the rest of its own files), else the
 * network. Hashed names never mix versions: each page gets exactly the files its index.html names.
 */
async function shellFile(request: Request): Promise<Response> {
  const own = await (await caches.open(SHELL)).match(request, MATCH)
  if (own) return own
  for (const name of await caches.keys()) {
    if (!name.startsWith(SHELL_CACHE_PREFIX) || name === SHELL) continue
    const older = await (await caches.open(name)).match(request, MATCH)
    if (older) return older
  }
  return fetch(request)
}
