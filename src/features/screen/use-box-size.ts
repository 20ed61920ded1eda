import { useLayoutEffect, useState, type RefObject } from 'react'
import type { Box } from './pool-pages'

export interface BoxSize {
  width: number
  height: number
  /** The element's font size in px: 1 em. */
  emPx: number
}

/** Until measured (and where nothing is laid out, as in jsdom): a 1920x1080 screen's main area. */
const UNMEASURED: BoxSize = { width: 1860, height: 880, emPx: 26 }

/** The inner size of an element, kept up to date as the window or the text size changes. */
export function useBoxSize(ref: RefObject<HTMLElement | null>): BoxSize {
  const [size, setSize] = useState<BoxSize | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const width = element.clientWidth
      const height = element.clientHeight
      const emPx = Number.parseFloat(getComputedStyle(element).fontSize) || 16
      if (width <= 0 || height <= 0) return
      setSize((last) =>
        last && last.width === width && last.height === height && last.emPx === emPx
          ? last
          : { width, height, emPx },
      )
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size ?? UNMEASURED
}

export function inEm(size: BoxSize): Box {
  return { widthEm: size.width / size.emPx, heightEm: size.height / size.emPx }
}
