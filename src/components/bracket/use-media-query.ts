import { useSyncExternalStore } from 'react'

/** Whether a media query matches now, following it as it changes; `fallback` where there is no matchMedia. */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query)
      if (!list) return () => {}
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => mediaList(query)?.matches ?? fallback,
    () => fallback,
  )
}

// One MediaQueryList per query: React reads the snapshot more than once per render, and each
// matchMedia() call parses and evaluates the query again. Kept per matchMedia, which a test may replace.
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>()

function mediaList(query: string): MediaQueryList | null {
  const match = typeof window.matchMedia === 'function' ? window.matchMedia : null
  if (!match) return null
  let byQuery = lists.get(match)
  if (!byQuery) lists.set(match, (byQuery = new Map()))
  let list = byQuery.get(query)
  if (!list) byQuery.set(query, (list = match.call(window, query)))
  return list
}
