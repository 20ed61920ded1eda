import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * True while the page is being printed. The printed draw is split into pages, which is only worth
 * rendering then: `beforeprint` renders them synchronously, before the browser lays out the print.
 */
export function usePrintMode(): boolean {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const set = (value: boolean) => flushSync(() => setPrinting(value))
    const before = () => set(true)
    const after = () => set(false)
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null
    const change = (event: MediaQueryListEvent) => setPrinting(event.matches)
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    media?.addEventListener('change', change)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
      media?.removeEventListener('change', change)
    }
  }, [])
  return printing
}
