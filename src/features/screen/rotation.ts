/**
 * Where a screen's rotation stands: which view, which page of it (a bracket split over pages,
 * pools by the screenful), since when. Each step lasts the rotation interval (a slide its own
 * seconds); after a view's last page comes the next view's first that is ready to show (a
 * picture that has not loaded is passed over).
 */
export interface RotationState {
  view: number
  page: number
  /** How many pages the view on show has (its own count, once its data is laid out). */
  pages: number
  startedAt: number
}

export function startRotation(now: number): RotationState {
  return { view: 0, page: 0, pages: 1, startedAt: now }
}

/** Whether a view can show now: all can but a picture not loaded (or that failed). */
export type ViewReady = (view: number) => boolean

const everyView: ViewReady = () => true

/** The step after this one. */
export function nextStep(
  state: RotationState,
  viewCount: number,
  now: number,
  ready: ViewReady = everyView,
): RotationState {
  if (state.page + 1 < state.pages) return { ...state, page: state.page + 1, startedAt: now }
  return { view: nextReadyView(state.view, viewCount, ready), page: 0, pages: 1, startedAt: now }
}

/** The first view after `view` that is ready, going round; the next one when none is. */
export function nextReadyView(view: number, viewCount: number, ready: ViewReady = everyView): number {
  if (viewCount <= 0) return 0
  for (let step = 1; step <= viewCount; step++) {
    const next = (view + step) % viewCount
    if (ready(next)) return next
  }
  return (view + 1) % viewCount
}

/** Whether the step after this one shows another view (whose data should be fetched ahead). */
export function changesViewNext(state: RotationState): boolean {
  return state.page + 1 >= state.pages
}

/** The state once view `view` has said how many pages it has (ignored if another view shows by now). */
export function withPages(state: RotationState, view: number, pages: number): RotationState {
  const count = Math.max(1, Math.floor(pages))
  if (view !== state.view || count === state.pages) return state
  return { ...state, pages: count, page: state.page < count ? state.page : 0 }
}

/** Back to the first view when the views have changed under the rotation and it points past them. */
export function withinViews(state: RotationState, viewCount: number): RotationState {
  return state.view < viewCount || viewCount === 0 ? state : { ...state, view: 0, page: 0, pages: 1 }
}

/** Whether anything rotates at all: more than one view, or a view of several pages. */
export function rotates(state: RotationState, viewCount: number): boolean {
  return viewCount > 1 || state.pages > 1
}
