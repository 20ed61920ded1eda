/**
 * Whether a newer version of the viewer took over (its service worker activated) since this page
 * loaded. The page keeps running its own version's files; a page that runs all day unattended (a
 * venue screen) reloads itself at a quiet moment to show the new one.
 */
export interface NewVersionSignal {
  isReady(): boolean
  subscribe(listener: () => void): () => void
  markReady(): void
}

export function createNewVersionSignal(): NewVersionSignal {
  let ready = false
  const listeners = new Set<() => void>()
  return {
    isReady: () => ready,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    markReady() {
      if (ready) return
      ready = true
      for (const listener of listeners) listener()
    },
  }
}

/** This page's: the service worker's registration marks it, a venue screen listens. */
export const newVersion = createNewVersionSignal()
