import type { TokenProblem } from '../api/errors'
import { fingerprint, tokenFingerprint } from '../api/http/fingerprint'
import type { RuntimeConfig } from '../config/runtime-config'
import type { FragmentToken } from './token-fragment'

/**
 * Who the app reads as: the API address and the token. The token lives in memory and in this tab's
 * sessionStorage; "remember on this device" also keeps it in localStorage. Signing out forgets it
 * in all three, and in other tabs that share the remembered copy. In 'proxy' mode there is no
 * token at all: the proxy in front of the API holds it.
 */
export interface SessionSnapshot {
  mode: RuntimeConfig['tokenMode']
  token: string | null
  apiBaseUrl: string
  remember: boolean
  /** Why the last token was dropped (a 401 or 403 from the API), shown on the connect page. */
  problem: TokenProblem | null
  /** Names this connection (API address and token) for tab locks and channels, without the token. */
  scope: string
}

export interface Session {
  getSnapshot(): SessionSnapshot
  subscribe(listener: () => void): () => void
  getToken(): string | null
  getApiBaseUrl(): string
  signIn(connection: { token: string; apiBaseUrl: string; remember: boolean }): void
  /** A token from a link's fragment after start-up: for the API the link names, else the configured one. */
  handOver(handedOver: FragmentToken): void
  signOut(): void
  /** The API refused the token it was sent (`sentWith`: see `tokenFingerprint`). */
  reportProblem(problem: TokenProblem, sentWith: string | null): void
  dispose(): void
}

export interface SessionStorages {
  session: Storage | null
  local: Storage | null
}

const STORAGE_KEY = 'courtside.connection'

interface Stored {
  token: string
  apiBaseUrl: string
}

export function createSession(
  config: RuntimeConfig,
  storages: SessionStorages = browserStorages(),
  handedOver: FragmentToken | null = null,
): Session {
  const listeners = new Set<() => void>()
  let snapshot = initial()

  function initial(): SessionSnapshot {
    const base = { mode: config.tokenMode, token: null, apiBaseUrl: config.apiBaseUrl, remember: false }
    if (config.tokenMode === 'proxy') return withScope({ ...base, problem: null })
    if (handedOver) {
      const connection = { token: handedOver.token, apiBaseUrl: handedOver.apiBaseUrl ?? config.apiBaseUrl }
      store(connection, handedOver.remember)
      return withScope({ ...base, ...connection, remember: handedOver.remember, problem: null })
    }
    const fromTab = read(storages.session)
    const remembered = read(storages.local)
    const found = fromTab ?? remembered
    return withScope({ ...base, ...found, remember: found !== null && found === remembered, problem: null })
  }

  function update(next: Omit<SessionSnapshot, 'scope'>) {
    snapshot = withScope(next)
    for (const listener of listeners) listener()
  }

  function store(connection: Stored, remember: boolean) {
    write(storages.session, connection)
    if (remember) write(storages.local, connection)
    else storages.local?.removeItem(STORAGE_KEY)
  }

  function forget(problem: TokenProblem | null) {
    storages.session?.removeItem(STORAGE_KEY)
    storages.local?.removeItem(STORAGE_KEY)
    update({ ...snapshot, token: null, remember: false, problem })
  }

  function signIn({ token, apiBaseUrl, remember }: Stored & { remember: boolean }) {
    if (snapshot.mode === 'proxy') return
    store({ token, apiBaseUrl }, remember)
    update({ ...snapshot, token, apiBaseUrl, remember, problem: null })
  }

  // Another tab signed out of the remembered token: this tab forgets it too.
  function onStorage(event: StorageEvent) {
    if (event.key !== STORAGE_KEY && event.key !== null) return
    if (event.newValue !== null || snapshot.token === null) return
    const gone = event.oldValue === null ? null : parse(event.oldValue)
    if (event.key === null || gone?.token === snapshot.token) forget(null)
  }
  globalThis.addEventListener?.('storage', onStorage)

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getToken: () => (snapshot.mode === 'proxy' ? null : snapshot.token),
    getApiBaseUrl: () => snapshot.apiBaseUrl,
    signIn,
    handOver: ({ token, remember, apiBaseUrl = config.apiBaseUrl }) =>
      signIn({ token, apiBaseUrl, remember }),
    signOut: () => forget(null),
    reportProblem(problem, sentWith) {
      if (snapshot.mode === 'proxy') {
        update({ ...snapshot, problem })
        return
      }
      // An answer to an older token (signed out or replaced since) says nothing about this one.
      if (sentWith !== tokenFingerprint(snapshot.token)) return
      forget(problem)
    },
    dispose: () => globalThis.removeEventListener?.('storage', onStorage),
  }
}

function withScope(state: Omit<SessionSnapshot, 'scope'>): SessionSnapshot {
  return { ...state, scope: fingerprint(`${state.apiBaseUrl} ${state.token ?? ''}`) }
}

function read(storage: Storage | null): Stored | null {
  const raw = safely(() => storage?.getItem(STORAGE_KEY) ?? null)
  return raw ? parse(raw) : null
}

function parse(raw: string): Stored | null {
  try {
    const value = JSON.parse(raw) as Partial<Stored>
    return typeof value.token === 'string' && typeof value.apiBaseUrl === 'string'
      ? { token: value.token, apiBaseUrl: value.apiBaseUrl }
      : null
  } catch {
    return null
  }
}

function write(storage: Storage | null, value: Stored) {
  safely(() => storage?.setItem(STORAGE_KEY, JSON.stringify(value)))
}

function safely<T>(work: () => T): T | null {
  try {
    return work()
  } catch {
    // Storage can be disabled (private mode, sandboxed iframe): memory alone still works.
    return null
  }
}

function browserStorages(): SessionStorages {
  return {
    session: safely(() => globalThis.sessionStorage ?? null),
    local: safely(() => globalThis.localStorage ?? null),
  }
}
