import { lazyRouteComponent, useMatch } from '@tanstack/react-router'
import type { PageSkeletonKind } from '../../components/page/Skeleton'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The shape of the page's skeleton while it loads: a staff page's; other routes show none. */
    skeleton?: PageSkeletonKind
  }
}

/*
 * The router's default views (createRouter in src/app/router.tsx): what a staff page shows while it
 * loads, when it fails and when it is not found. Embeds and the venue screen have their own. Loaded
 * with the staff layout (`preloadPageViews` in its loader), from the chunk every staff page loads:
 * never part of an embed's or a screen's first load.
 */
const views = () => import('../../components/staff-frame/page-views')

export const PageError = lazyRouteComponent(views, 'PageError')
export const PageNotFound = lazyRouteComponent(views, 'PageNotFound')
const PageSkeleton = lazyRouteComponent(views, 'PageSkeleton')

/** The default pending view: the skeleton the page's route names (`staticData.skeleton`), else nothing. */
export function PagePending() {
  const skeleton = useMatch({ strict: false, select: (match) => match.staticData.skeleton })
  return skeleton ? <PageSkeleton kind={skeleton} /> : null
}

/** For the staff layout's loader: the views come with the layout, shown at once when needed. */
export async function preloadPageViews(): Promise<void> {
  // A view that failed to load tries again when it is shown.
  await Promise.all([PageError, PageNotFound, PageSkeleton].map((view) => view.preload?.())).catch(
    () => undefined,
  )
}

/**
 * The root route's `beforeLoad`: an address that matches no page (the root alone) shows the
 * not-found view, which the staff layout's loader would have loaded. Its argument is taken as
 * `unknown`: the router's types are built from the root route's, so naming them here is a cycle.
 */
export function preloadWhenNoPageMatches(options: unknown): Promise<void> | undefined {
  const { matches } = options as { matches: readonly unknown[] }
  return matches.length === 1 ? preloadPageViews() : undefined
}
