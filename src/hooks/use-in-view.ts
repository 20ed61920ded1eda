import { useEffect, useSyncExternalStore, type RefObject } from 'react'

/**
 * Whether this document's watched root (an embed's content) is in the viewport. Inside an iframe,
 * an IntersectionObserver with the implicit root measures against the top-level page's viewport, so
 * an embed scrolled out of view on its club's page sees itself out of view, while
 * `document.visibilityState` stays "visible" (checked in Chromium by e2e/embed-in-view.spec.ts).
 * Without IntersectionObserver (jsdom, old browsers) the root counts as in view.
 */
let inView = true
const listeners = new Set<() => void>()

function update(next: boolean) {
  if (next === inView) return
  inView = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Watches `root`, for `useInView`: the embed shell's content, so that embeds poll only in view. */
export function useWatchInView(root: RefObject<Element | null>): void {
  useEffect(() => {
    const element = root.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1)
      if (latest) update(latest.isIntersecting)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      update(true)
    }
  }, [root])
}

/** Whether the watched root is in the viewport; true while nothing is watched. */
export function useInView(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inView,
    () => true,
  )
}
