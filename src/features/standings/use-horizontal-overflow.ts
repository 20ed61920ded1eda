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
    // Read now, not at the ResizeObserver's first report: that comes after the browser has laid
    // the table out, and the cue would then appear a frame late and push down what follows.
    update()
    box.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(box)
    return () => {
      box.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [ref])
  return overflow
}
