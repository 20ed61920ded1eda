/**
 * Lets the tabs of one browser share polling: one tab leads a resource (a Web Lock per resource)
 * and posts what it fetched to the others (one BroadcastChannel). Where either API is missing
 * (old browsers, jsdom), every tab simply leads its own resources and nothing is shared.
 */
export interface LiveMessage {
  scope: string
  queryHash: string
  data: unknown
  updatedAt: number
}

export interface TabCoordinator {
  /** True when tabs really share; false when each tab polls for itself. */
  readonly shared: boolean
  /** Resolves with a release function once this tab leads `name`; rejects when `signal` aborts. */
  lead(name: string, signal: AbortSignal): Promise<() => void>
  post(message: LiveMessage): void
  listen(listener: (message: LiveMessage) => void): () => void
}

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockRequester {
  request(name: string, options: { signal?: AbortSignal }, granted: () => Promise<void>): Promise<unknown>
}

export interface TabApis {
  locks?: LockRequester | undefined
  BroadcastChannel?: typeof BroadcastChannel | undefined
}

const CHANNEL = 'courtside-live'

export function createTabCoordinator(
  apis: TabApis = { locks: globalThis.navigator?.locks, BroadcastChannel: globalThis.BroadcastChannel },
): TabCoordinator {
  const { locks, BroadcastChannel: Channel } = apis
  if (!locks || !Channel) return soloCoordinator()
  const listeners = new Set<(message: LiveMessage) => void>()
  let channel: BroadcastChannel | null = null

  function open(): BroadcastChannel {
    if (channel) return channel
    const opened = new Channel!(CHANNEL)
    opened.onmessage = (event: MessageEvent<LiveMessage>) => {
      for (const listener of listeners) listener(event.data)
    }
    channel = opened
    return opened
  }

  return {
    shared: true,
    lead(name, signal) {
      return new Promise((resolve, reject) => {
        locks
          .request(name, { signal }, () => new Promise<void>((release) => resolve(() => release())))
          .catch(reject)
      })
    },
    post: (message) => open().postMessage(message),
    listen(listener) {
      open()
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          channel?.close()
          channel = null
        }
      }
    },
  }
}

function soloCoordinator(): TabCoordinator {
  return {
    shared: false,
    lead: (_name, signal) =>
      signal.aborted ? Promise.reject(signal.reason as Error) : Promise.resolve(() => undefined),
    post: () => undefined,
    listen: () => () => undefined,
  }
}
