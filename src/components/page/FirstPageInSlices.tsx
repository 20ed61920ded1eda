import { startTransition, useEffect, useState, type ReactNode } from 'react'

/** Whether a page of this visit has been shown: after that, pages render as they always did. */
let firstPageShown = false

/**
 * The first page of a visit, rendered in slices: `fallback` (the route's own skeleton) at once,
 * then `children` in a transition, which React renders in slices of about 5 ms, yielding to the
 * browser between them, and shows in one commit. Without it, the page's data arrives through the
 * router's and the query client's stores, whose updates React renders in one blocking task, on a
 * phone still busy starting the app. Decision record 0514.
 */
export function FirstPageInSlices({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(firstPageShown)
  useEffect(() => {
    if (shown) {
      firstPageShown = true
      return
    }
    // A task later: after the router's and the query client's own updates of this load, since one
    // landing during the sliced render would make React finish it in one blocking pass.
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0)
    return () => clearTimeout(timer)
  }, [shown])
  return shown ? children : fallback
}
