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
 * A hand-over never erases a token this device remembers for another API address, and one that would
 * replace the token it remembers for another organization waits for a person's answer
 * (`handOverQuestion`, decision 0205). A remembered connection to an API the deployment does not
 * allow (any more) is dropped at start-up, and `forgottenConnection` says so.
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
  /**
   * A link's token that would replace the token this device remembers for another organization (or
   * one that could not be checked): nothing changed yet, until a person keeps one or switches.
   */
  handOverQuestion: HandOverQuestion | null
  /** A remembered connection dropped at start-up: its API is not one the deployment allows; until dismissed. */
  forgottenConnection: ForgottenConnection | null
  /** Names this connection (API address and token) for tab locks and channels, without the token. */
  scope: string
}

export interface RefusedHandOver {
  /** The origin the link wanted the token sent to; null when its `api=` was no http(s) address. */
  apiOrigin: string | null
}

/** The two organizations a hand-over's question names; null where the API could not say. */
export interface HandOverQuestion {
  remembered: string | null
  handedOver: string | null
}

export interface ForgottenConnection {
  /** The origin of the API the forgotten token was for; null when it was no http(s) address. */
  apiOrigin: string | null
}

export interface Connection {
  token: string
  apiBaseUrl: string
}

/** Who a token reads for, as getMe says: an organization, a token the API refused, or no answer. */
export type TokenIdentity =
  { organization: { idx: string; name: string } } | { refused: true } | { unknown: true }

export interface SessionOptions {
  /** The viewer's own origin: what the API address "" means. */
  viewerOrigin?: string
  /** Asks the API which organization a token reads for (getMe); by default it cannot say. */
  identify?: (connection: Connection) => Promise<TokenIdentity>
  /** A link's token taken after its check or its question: the page should read again with it. */
  onLateHandOver?: () => void
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
  /** The answer to `handOverQuestion`: keep the remembered token, or switch to the link's. */
  answerHandOver(answer: 'keep' | 'switch'): void
  dismissForgottenConnection(): void
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

type Stored = Connection

const CANNOT_SAY = async (): Promise<TokenIdentity> => ({ unknown: true })

export function createSession(
  config: RuntimeConfig,
  storages: SessionStorages = browserStorages(),
  handedOver: FragmentToken | null = null,
  {
    viewerOrigin = globalThis.location?.origin ?? '',
    identify = CANNOT_SAY,
    onLateHandOver = () => undefined,
  }: SessionOptions = {},
): Session {
  const listeners = new Set<() => void>()
  /** A hand-over waiting for the organizations' check, then for an answer. */
  let pending: { connection: Stored; remembered: Stored } | null = null
  let snapshot = initial()

  function initial(): SessionSnapshot {
    const base = {
      mode: config.tokenMode,
      token: null,
      apiBaseUrl: config.apiBaseUrl,
      remember: false,
      problem: null,
      refusedHandOver: null,
      handOverQuestion: null,
      forgottenConnection: null,
    }
    if (config.tokenMode === 'proxy') return withScope(base)
    const forgottenConnection = dropDisallowedRemembered()
    const taken = handedOver && handOverConnection(handedOver)
    if (taken && 'refused' in taken)
      return withScope({ ...kept(base), forgottenConnection, refusedHandOver: taken.refused })
    if (taken && !waitsForAnswer(taken.connection, taken.remember)) {
      const remember = storeHandOver(taken.connection, taken.remember)
      return withScope({ ...base, ...taken.connection, remember, forgottenConnection })
    }
    return withScope({ ...kept(base), forgottenConnection })
  }

  /** The connection this tab or device kept, if any. */
  function kept(base: Omit<SessionSnapshot, 'scope'>): Omit<SessionSnapshot, 'scope'> {
    const fromTab = read(storages.session)
    const remembered = read(storages.local)
    const found = fromTab ?? remembered
    return { ...base, ...found, remember: found !== null && found === remembered }
  }

  /**
   * The device may remember a token for an API this deployment does not allow: stored before the
   * deployment changed its list, or typed on the connect page. It is not used: forgotten, in this
   * tab too where the tab kept the same, and said so.
   */
  function dropDisallowedRemembered(): ForgottenConnection | null {
    const remembered = read(storages.local)
    if (!remembered || isAllowedApiAddress(remembered.apiBaseUrl, config, viewerOrigin)) return null
    const inTab = read(storages.session)
    if (inTab && sameConnection(inTab, remembered)) safely(() => storages.session?.removeItem(STORAGE_KEY))
    safely(() => storages.local?.removeItem(STORAGE_KEY))
    return { apiOrigin: apiOriginOf(remembered.apiBaseUrl, viewerOrigin) }
  }

  /**
   * Whether a hand-over must wait: it asks to be remembered in place of another token this device
   * remembers for the same API, which may read for another organization. The API is asked which
   * organizations both read for (`settle`); until then, and until a person answers if they differ,
   * nothing changes.
   */
  function waitsForAnswer(connection: Stored, remember: boolean): boolean {
    const remembered = remember ? read(storages.local) : null
    if (!remembered || remembered.token === connection.token) return false
    if (!sameApi(remembered.apiBaseUrl, connection.apiBaseUrl)) return false
    const waiting = { connection, remembered }
    pending = waiting
    // Later: identify may be the API client, which is built once the session exists.
    void Promise.resolve()
      .then(() => Promise.all([identify(remembered), identify(connection)]))
      .then(([kept, offered]) => settle(waiting, kept, offered))
    return true
  }

  function settle(waiting: NonNullable<typeof pending>, kept: TokenIdentity, offered: TokenIdentity): void {
    if (pending !== waiting) return
    // A token the API refuses is no organization's: the link's then comes in this tab only (where
    // its refusal is said as usual), and a remembered one is no loss.
    if ('refused' in offered) return takeLate(waiting.connection, false)
    if ('refused' in kept) return takeLate(waiting.connection, true)
    if ('organization' in kept && 'organization' in offered) {
      if (kept.organization.idx === offered.organization.idx) return takeLate(waiting.connection, true)
    }
    const name = (identity: TokenIdentity) => ('organization' in identity ? identity.organization.name : null)
    update({ ...snapshot, handOverQuestion: { remembered: name(kept), handedOver: name(offered) } })
  }

  function takeLate(connection: Stored, remember: boolean) {
    take(connection, remember)
    onLateHandOver()
  }

  /** A hand-over taken (after its check): in this tab, and on the device when `remember`. */
  function take(connection: Stored, remember: boolean) {
    pending = null
    const remembered = storeHandOver(connection, remember)
    update({
      ...snapshot,
      ...connection,
      remember: remembered,
      problem: null,
      refusedHandOver: null,
      handOverQuestion: null,
    })
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

  function allowed(connection: Stored): boolean {
    return isAllowedApiAddress(connection.apiBaseUrl, config, viewerOrigin)
  }

  function update(next: Omit<SessionSnapshot, 'scope'>) {
    snapshot = withScope(next)
    for (const listener of listeners) listener()
  }

  /** Kept in this tab, and on the device when `remember` and its API is one the deployment allows. */
  function store(connection: Stored, remember: boolean): boolean {
    write(storages.session, connection)
    const remembered = remember && allowed(connection)
    if (remembered) write(storages.local, connection)
    else safely(() => storages.local?.removeItem(STORAGE_KEY))
    return remembered
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
    pending = null
    const remembered = store({ token, apiBaseUrl }, remember)
    update({
      ...snapshot,
      token,
      apiBaseUrl,
      remember: remembered,
      problem: null,
      refusedHandOver: null,
      handOverQuestion: null,
    })
  }

  function handOver(handedOver: FragmentToken) {
    if (snapshot.mode === 'proxy') return
    const taken = handOverConnection(handedOver)
    if ('refused' in taken) {
      update({ ...snapshot, refusedHandOver: taken.refused })
      return
    }
    pending = null
    if (waitsForAnswer(taken.connection, taken.remember)) {
      update({ ...snapshot, handOverQuestion: null, refusedHandOver: null })
      return
    }
    take(taken.connection, taken.remember)
  }

  function answerHandOver(answer: 'keep' | 'switch') {
    if (!pending) return
    if (answer === 'switch') return takeLate(pending.connection, true)
    pending = null
    update({ ...snapshot, handOverQuestion: null })
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
    answerHandOver,
    dismissForgottenConnection: () => update({ ...snapshot, forgottenConnection: null }),
    signOut: () => {
      pending = null
      forget(null, true)
      update({ ...snapshot, handOverQuestion: null })
    },
    reportProblem(problem, sentWith) {
      if (snapshot.mode === 'proxy') {
        update({ ...snapshot, problem })
        return
      }
      // An answer to an older token (signed out or replaced since) says nothing about this one.
      if (sentWith !== tokenFingerprint(snapshot.token)) return
      const [waiting, refused] = [pending, snapshot.token]
      forget(problem, false)
      // The remembered token, used while a link's waits for an answer, is refused: it is no loss.
      if (waiting && waiting.remembered.token === refused) takeLate(waiting.connection, true)
    },
    dispose: () => globalThis.removeEventListener?.('storage', onStorage),
  }
}

function withScope(state: Omit<SessionSnapshot, 'scope'>): SessionSnapshot {
  return { ...state, scope: fingerprint(`${state.apiBaseUrl} ${state.token ?? ''}`) }
}

function sameConnection(one: Stored, other: Stored): boolean {
  return one.token === other.token && one.apiBaseUrl === other.apiBaseUrl
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
