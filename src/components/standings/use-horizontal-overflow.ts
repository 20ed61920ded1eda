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
    // First read at the ResizeObserver's first report, once the browser has laid the table out:
    // reading it here, in the commit's effects, forced a layout of the whole page (100-160 ms at
    // 4x on a phone for a page of pools). The cue's line comes from CSS (standings.css), so its
    // words showing a frame later move nothing.
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
