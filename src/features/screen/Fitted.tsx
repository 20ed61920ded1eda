import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Scales its content to fill the space it has, up to `maxScale` (a final on its own page is
 * drawn large) and down to `minScale` at the very least (pages are cut to fit at full size;
 * this only absorbs what the page estimate missed, such as a very long name).
 */
export function Fitted({
  children,
  maxScale = 1.4,
  minScale = 0.6,
}: {
  children: ReactNode
  maxScale?: number
  minScale?: number
}) {
  const outer = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(1)
  useLayoutEffect(() => {
    const box = outer.current
    const content = inner.current
    if (!box || !content) return
    const measure = () => {
      const { offsetWidth: width, offsetHeight: height } = content
      if (!width || !height || !box.clientWidth || !box.clientHeight) return
      const fit = Math.min(maxScale, box.clientWidth / width, box.clientHeight / height)
      const next = Math.max(minScale, Math.floor(fit * 100) / 100)
      setScale((last) => (Math.abs(last - next) < 0.01 ? last : next))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    observer.observe(content)
    return () => observer.disconnect()
  }, [maxScale, minScale])
  return (
    <div ref={outer} className="screen-fit">
      <div ref={inner} className="screen-fit-content" style={{ transform: `scale(${scale})` }}>
        {children}
      </div>
    </div>
  )
}
