import {
  useMemo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react'
import type { BracketMessages } from './messages'
import { VisibleBandContext, type VisibleBand } from './viewport-context'

/**
 * The frame around a large draw: fits it to the viewport (the whole draw when that stays readable,
 * the width otherwise), zooms in and out around the centre, and pans by scrolling, dragging with
 * the mouse, or moving focus. The draw is scaled with a transform, so zooming and panning move a
 * painted layer instead of laying out thousands of elements again.
 */
export type Zoom = number | 'fit' | 'auto'

const STEPS = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2]
/** Below this, "fit" would make names unreadable: the default fits the width instead, down to this. */
const READABLE = 0.75

interface Size {
  width: number
  height: number
}

interface BracketViewportProps {
  children: ReactNode
  messages: BracketMessages
  initialZoom?: Zoom | undefined
}

export function BracketViewport({ children, messages, initialZoom = 'auto' }: BracketViewportProps) {
  const scrollerRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const [content, setContent] = useState<Size | null>(null)
  const [frame, setFrame] = useState<Size | null>(null)
  const [emPx, setEmPx] = useState(16)
  const [zoom, setZoom] = useState<Zoom>(initialZoom)
  const anchor = useRef<{ x: number; y: number; scale: number } | null>(null)

  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    const inner = contentRef.current
    if (!scroller || !inner) return
    const measure = () => {
      setContent(sameSize({ width: inner.offsetWidth, height: inner.offsetHeight }))
      setEmPx(parseFloat(getComputedStyle(inner).fontSize) || 16)
      // The frame may grow up to its max-height: that, not its current height, is what "fit" fills.
      const maxHeight = parseFloat(getComputedStyle(scroller).maxHeight)
      setFrame(
        sameSize({
          width: scroller.clientWidth,
          height: Number.isFinite(maxHeight) ? maxHeight : scroller.clientHeight,
        }),
      )
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(inner)
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [])

  const scale = scaleFor(zoom, content, frame)

  // Keep the point at the centre of the frame where it was when the scale changes.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    const from = anchor.current
    if (!scroller || !from) return
    anchor.current = null
    scroller.scrollLeft = (from.x * scale) / from.scale - scroller.clientWidth / 2
    scroller.scrollTop = (from.y * scale) / from.scale - scroller.clientHeight / 2
  }, [scale])

  const zoomTo = useCallback(
    (next: Zoom) => {
      const scroller = scrollerRef.current
      if (scroller) {
        anchor.current = {
          x: scroller.scrollLeft + scroller.clientWidth / 2,
          y: scroller.scrollTop + scroller.clientHeight / 2,
          scale,
        }
      }
      setZoom(next)
    },
    [scale],
  )
  const step = (direction: 1 | -1) => {
    const next =
      direction > 0
        ? STEPS.find((value) => value > scale + 0.01)
        : [...STEPS].reverse().find((value) => value < scale - 0.01)
    zoomTo(next ?? scale)
  }

  // Ctrl (or pinch on a trackpad) + wheel zooms; a plain wheel scrolls as usual.
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return
      event.preventDefault()
      zoomTo(Math.min(2, Math.max(0.1, scale * Math.exp(-event.deltaY / 300))))
    }
    scroller.addEventListener('wheel', onWheel, { passive: false })
    return () => scroller.removeEventListener('wheel', onWheel)
  }, [scale, zoomTo])

  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return
    if (event.target instanceof Element && event.target.closest('button, a')) return
    const scroller = event.currentTarget
    drag.current = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft, top: scroller.scrollTop }
    scroller.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current
    if (!from) return
    event.currentTarget.scrollLeft = from.left - (event.clientX - from.x)
    event.currentTarget.scrollTop = from.top - (event.clientY - from.y)
  }
  const endDrag = () => {
    drag.current = null
  }

  const measured = content !== null
  // The games to draw first, in em from the top: before measuring, a guess (the frame's default
  // max-height, 75% of the window, at the smallest default scale); after, the frame's height at this scale, never less than the
  // guess so a right guess costs no second render. Without a layout engine (jsdom) the frame
  // measures 0: everything is drawn at once (null).
  const [guess] = useState(() => (0.75 * window.innerHeight) / READABLE / emPx)
  const bottom = !frame ? guess : frame.height === 0 ? null : Math.max(guess, frame.height / scale / emPx)
  const band = useMemo<VisibleBand | null>(() => (bottom === null ? null : { top: 0, bottom }), [bottom])
  return (
    <div className="bk-viewport">
      <div className="bk-toolbar" role="toolbar" aria-label={messages.zoom(Math.round(scale * 100))}>
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={messages.zoomOut}
          disabled={scale <= STEPS[0]!}
        >
          −
        </button>
        <output className="bk-zoom" aria-live="polite">
          {Math.round(scale * 100)}%
        </output>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={messages.zoomIn}
          disabled={scale >= STEPS[STEPS.length - 1]!}
        >
          +
        </button>
        <button type="button" onClick={() => zoomTo('fit')} aria-pressed={zoom === 'fit'}>
          {messages.fit}
        </button>
        <button type="button" onClick={() => zoomTo(1)} aria-pressed={zoom === 1}>
          {messages.actualSize}
        </button>
        <button type="button" className="bk-print-button" onClick={() => window.print()}>
          {messages.print}
        </button>
      </div>
      <div
        ref={scrollerRef}
        className="bk-scroller"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div
          className="bk-stage"
          style={
            measured
              ? { width: `${content.width * scale}px`, height: `${content.height * scale}px` }
              : undefined
          }
        >
          <div
            ref={contentRef}
            className="bk-content"
            style={measured && scale !== 1 ? { transform: `scale(${scale})` } : undefined}
          >
            <VisibleBandContext.Provider value={band}>{children}</VisibleBandContext.Provider>
          </div>
        </div>
      </div>
      <p className="bk-hint">{messages.panHint}</p>
    </div>
  )
}

/**
 * Keeps the state object when the size is unchanged: the ResizeObserver's first report repeats
 * the measure taken before paint, and a new object would render the viewport again after it.
 */
function sameSize(next: Size): (current: Size | null) => Size | null {
  return (current) =>
    current && current.width === next.width && current.height === next.height ? current : next
}

function scaleFor(zoom: Zoom, content: Size | null, frame: Size | null): number {
  if (typeof zoom === 'number') return zoom
  if (!content || !frame || content.width === 0 || content.height === 0) return 1
  const width = frame.width / content.width
  const whole = Math.min(1, width, frame.height / content.height)
  if (zoom === 'fit' || whole >= READABLE) return whole
  return Math.min(1, Math.max(READABLE, width))
}
