import { useEffect, useState, type RefObject } from 'react'

/** Whether a scrollable box has more to show on its left and on its right: the cue to scroll. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): { left: boolean; right: boolean } {
  const [overflow, setOverflow] = useState({ left: false, right: false })
  useEffect(() => {
    const box = ref.current
    if (!box) return
    const update = () => {
      const left = box.scrollLeft > 1
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1
      setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }))
    }
    box.addEventListener('scroll', update, { passive: true })
    // A ResizeObserver reports once as soon as it observes, after the browser's own layout: reading
    // the sizes here instead would force a layout of the page the render just changed.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    if (observer) observer.observe(box)
    else update()
    return () => {
      box.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [ref])
  return overflow
}
