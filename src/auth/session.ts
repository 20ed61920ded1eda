import type { TokenProblem } from '../api/errors'
import { fingerprint, tokenFingerprint } from '../api/http/fingerprint'
import type { RuntimeConfig } from '../config/runtime-config'
import { apiOriginOf, isAllowedApiAddress, normalizeApiAddress } from './api-address'
import type { FragmentToken } from './token-fragment'

/**
 * Who the app reads as: the API address and the token. The token lives in memory and in this tab's
 * sessionStorage; "remember on this device" also keeps it in localStorage. Signing out forgets it
 * in all three, and in other tabs that share the remembered copy. Without a token the address is
 * always the configured one. In 'proxy' mode there is no token at all: the proxy in front of the
 * API holds it.
 *
 * A token handed over by a link (decisions 0203, 0204) is taken only for the configured API or one the
 * deployment allows (`allowedApiOrigins`); otherwise nothing changes and `refusedHandOver` says so.
 * A hand-over never erases a token this device remembers for another API address.
 */
export interface SessionSnapshot {
  mode: RuntimeConfig['tokenMode']
  token: string | null
  apiBaseUrl: string
  remember: boolean
  /** Why the last token was dropped (a 401 or 403 from the API), shown on the connect page. */
  problem: TokenProblem | null
  /** The last link's hand-over, refused because of the API address it named; until dismissed. */
  refusedHandOver: RefusedHandOver | null
  /** Names this connection (API address and token) for tab locks and channels, without the token. */
  scope: string
}

export interface RefusedHandOver {
  /** The origin the link wanted the token sent to; null when its `api=` was no http(s) address. */
  apiOrigin: string | null
}

export interface Session {
  getSnapshot(): SessionSnapshot
  subscribe(listener: () => void): () => void
  getToken(): string | null
  getApiBaseUrl(): string
  signIn(connection: { token: string; apiBaseUrl: string; remember: boolean }): void
  /**
   * A token from a link's fragment after start-up: for the API the link names, else the configured
   * one; refused (nothing changes) when the deployment does not allow the API it names.
   */
  handOver(handedOver: FragmentToken): void
  dismissRefusedHandOver(): void
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
  viewerOrigin: string = globalThis.location?.origin ?? '',
): Session {
  const listeners = new Set<() => void>()
  let snapshot = initial()

  function initial(): SessionSnapshot {
    const base = {
      mode: config.tokenMode,
      token: null,
      apiBaseUrl: config.apiBaseUrl,
      remember: false,
      problem: null,
      refusedHandOver: null,
    }
    if (config.tokenMode === 'proxy') return withScope(base)
    const taken = handedOver && handOverConnection(handedOver)
    if (taken && 'refused' in taken) return withScope({ ...kept(base), refusedHandOver: taken.refused })
    if (taken) {
      const remember = storeHandOver(taken.connection, taken.remember)
      return withScope({ ...base, ...taken.connection, remember })
    }
    return withScope(kept(base))
  }

  /** The connection this tab or device kept, if any. */
  function kept(base: Omit<SessionSnapshot, 'scope'>): Omit<SessionSnapshot, 'scope'> {
    const fromTab = read(storages.session)
    const remembered = read(storages.local)
    const found = fromTab ?? remembered
    return { ...base, ...found, remember: found !== null && found === remembered }
  }

  /** The connection a link hands over, or why it is refused: an API address the deployment does not allow. */
  function handOverConnection({
    token,
    remember,
    apiBaseUrl,
  }: FragmentToken): { connection: Stored; remember: boolean } | { refused: RefusedHandOver } {
    if (apiBaseUrl === undefined) return { connection: { token, apiBaseUrl: config.apiBaseUrl }, remember }
    // A link names an absolute address: "" (the viewer's own origin) is the configuration's to say.
    const named = normalizeApiAddress(apiBaseUrl)
    if (!named || !isAllowedApiAddress(named, config, viewerOrigin)) {
      return { refused: { apiOrigin: named ? apiOriginOf(named, viewerOrigin) : null } }
    }
    return { connection: { token, apiBaseUrl: named }, remember }
  }

  /**
   * A handed-over token goes to this tab's storage, and to the device's when the link asks, unless
   * the device remembers a token for another API address: that one stays, and the handed-over token
   * is kept in this tab only. Returns whether it is remembered.
   */
  function storeHandOver(connection: Stored, remember: boolean): boolean {
    write(storages.session, connection)
    if (!remember || !storages.local) return false
    const remembered = read(storages.local)
    if (remembered && !sameApi(remembered.apiBaseUrl, connection.apiBaseUrl)) return false
    write(storages.local, connection)
    return true
  }

  function sameApi(one: string, other: string): boolean {
    return apiOriginOf(one, viewerOrigin) === apiOriginOf(other, viewerOrigin)
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

  /**
   * Without a token the session reads the configured API again. `everywhere` (signing out) clears
   * both storages; otherwise only the copies of this very token go, and a token the device
   * remembers for another connection stays.
   */
  function forget(problem: TokenProblem | null, everywhere: boolean) {
    for (const storage of [storages.session, storages.local]) {
      if (everywhere || read(storage)?.token === snapshot.token)
        safely(() => storage?.removeItem(STORAGE_KEY))
    }
    update({ ...snapshot, token: null, apiBaseUrl: config.apiBaseUrl, remember: false, problem })
  }

  function signIn({ token, apiBaseUrl, remember }: Stored & { remember: boolean }) {
    if (snapshot.mode === 'proxy') return
    store({ token, apiBaseUrl }, remember)
    update({ ...snapshot, token, apiBaseUrl, remember, problem: null, refusedHandOver: null })
  }

  function handOver(handedOver: FragmentToken) {
    if (snapshot.mode === 'proxy') return
    const taken = handOverConnection(handedOver)
    if ('refused' in taken) {
      update({ ...snapshot, refusedHandOver: taken.refused })
      return
    }
    const remember = storeHandOver(taken.connection, taken.remember)
    update({ ...snapshot, ...taken.connection, remember, problem: null, refusedHandOver: null })
  }

  // Another tab signed out of the remembered token: this tab forgets it too.
  function onStorage(event: StorageEvent) {
    if (event.key !== STORAGE_KEY && event.key !== null) return
    if (event.newValue !== null || snapshot.token === null) return
    const gone = event.oldValue === null ? null : parse(event.oldValue)
    if (event.key === null || gone?.token === snapshot.token) forget(null, false)
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
    handOver,
    dismissRefusedHandOver: () => update({ ...snapshot, refusedHandOver: null }),
    signOut: () => forget(null, true),
    reportProblem(problem, sentWith) {
      if (snapshot.mode === 'proxy') {
        update({ ...snapshot, problem })
        return
      }
      // An answer to an older token (signed out or replaced since) says nothing about this one.
      if (sentWith !== tokenFingerprint(snapshot.token)) return
      forget(problem, false)
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
