import { useCallback, useEffect, useRef, useState } from 'react'
import { usePrintMode } from '../bracket'

/**
 * Which rows of a long list are drawn in full: those that have come within a screen of the view,
 * once and for good. The others stay as light stand-ins (decision record 0510). Everything is
 * drawn where there is no IntersectionObserver (jsdom) and while the page prints.
 */
export function useRowsNearView(): {
  isShown: (key: string) => boolean
  watch: (key: string) => (element: Element | null) => void
} {
  const printing = usePrintMode()
  const supported = typeof IntersectionObserver === 'function'
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set())
  const observer = useRef<IntersectionObserver | null>(null)
  const keys = useRef(new WeakMap<Element, string>())
  const pending = useRef(new Map<string, Element>())

  useEffect(() => {
    if (!supported) return
    const watching = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target)
        if (near.length === 0) return
        for (const element of near) watching.unobserve(element)
        setShown((current) => {
          const next = new Set(current)
          for (const element of near) {
            const key = keys.current.get(element)
            if (key) next.add(key)
          }
          return next
        })
      },
      // A screen above and below: a row is whole before it scrolls into view.
      { rootMargin: '100% 0px' },
    )
    observer.current = watching
    for (const element of pending.current.values()) watching.observe(element)
    pending.current.clear()
    return () => {
      watching.disconnect()
      observer.current = null
    }
  }, [supported])

  const isShown = useCallback(
    (key: string) => !supported || printing || shown.has(key),
    [supported, printing, shown],
  )
  const watch = useCallback(
    (key: string) => (element: Element | null) => {
      if (!element) return
      keys.current.set(element, key)
      if (observer.current) observer.current.observe(element)
      else pending.current.set(key, element)
    },
    [],
  )
  return { isShown, watch }
}
