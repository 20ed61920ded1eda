/**
 * Whether a newer version of the viewer took over (its service worker activated) since this page
 * loaded. The page keeps running its own version's files; a page that runs all day unattended (a
 * venue screen) reloads itself at a quiet moment to show the new one.
 */
let ready = false
const listeners = new Set<() => void>()

export const newVersion = {
  isReady: (): boolean => ready,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  markReady(): void {
    if (ready) return
    ready = true
    for (const listener of listeners) listener()
  },
}
