/**
 * Where a screen's rotation stands: which view, which page of it (a bracket split over pages,
 * pools by the screenful), since when. Each step lasts the rotation interval; after a view's
 * last page comes the next view's first.
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

/** The step after this one. */
export function nextStep(state: RotationState, viewCount: number, now: number): RotationState {
  if (state.page + 1 < state.pages) return { ...state, page: state.page + 1, startedAt: now }
  return { view: viewCount > 0 ? (state.view + 1) % viewCount : 0, page: 0, pages: 1, startedAt: now }
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
