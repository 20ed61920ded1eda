import { useCallback, useEffect, useRef, useState } from 'react'
import {
  nextReadyView,
  nextStep,
  rotates,
  startRotation,
  withinViews,
  withPages,
  type RotationState,
  type ViewReady,
} from './rotation'

export interface Rotation extends RotationState {
  /** How long the step on show lasts. */
  stepMs: number
  /** The view `view` has this many pages. */
  reportPages: (view: number, pages: number) => void
}

/**
 * Steps through `viewCount` views and their pages, each step lasting `stepMs(view)`, passing over
 * the views not `ready` (a picture not loaded); one on show that stops being ready is left at once.
 */
export function useRotation(
  viewCount: number,
  stepMs: (view: number) => number,
  ready: ViewReady = () => true,
): Rotation {
  const [state, setState] = useState(() => startRotation(Date.now()))
  const readyNow = useRef(ready)
  useEffect(() => {
    readyNow.current = ready
  })
  const current = withinViews(state, viewCount)
  const turns = rotates(current, viewCount)
  const ms = stepMs(current.view)
  const shows = ready(current.view)
  const another = viewCount > 1 && nextReadyView(current.view, viewCount, ready) !== current.view
  useEffect(() => {
    if (!turns) return
    const step = () =>
      setState((now) => nextStep(withinViews(now, viewCount), viewCount, Date.now(), readyNow.current))
    // A view that cannot show (its picture failed) gives way at once to one that can.
    const wait = !shows && another ? 0 : Math.max(0, current.startedAt + ms - Date.now())
    const timer = setTimeout(step, wait)
    return () => clearTimeout(timer)
  }, [turns, shows, another, current.startedAt, current.view, current.page, viewCount, ms])
  const reportPages = useCallback(
    (view: number, pages: number) => setState((now) => withPages(now, view, pages)),
    [],
  )
  return { ...current, stepMs: ms, reportPages }
}
