import { useCallback, useEffect, useState } from 'react'
import { nextStep, rotates, startRotation, withinViews, withPages, type RotationState } from './rotation'

export interface Rotation extends RotationState {
  /** The view `view` has this many pages. */
  reportPages: (view: number, pages: number) => void
}

/** Steps through `viewCount` views and their pages, one step every `rotateMs`. */
export function useRotation(viewCount: number, rotateMs: number): Rotation {
  const [state, setState] = useState(() => startRotation(Date.now()))
  const current = withinViews(state, viewCount)
  const turns = rotates(current, viewCount)
  useEffect(() => {
    if (!turns) return
    const timer = setTimeout(
      () => setState((now) => nextStep(withinViews(now, viewCount), viewCount, Date.now())),
      Math.max(0, current.startedAt + rotateMs - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [turns, current.startedAt, current.view, current.page, viewCount, rotateMs])
  const reportPages = useCallback(
    (view: number, pages: number) => setState((now) => withPages(now, view, pages)),
    [],
  )
  return { ...current, reportPages }
}
