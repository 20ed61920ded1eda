import { lazyRouteComponent, useMatch, type ErrorComponentProps } from '@tanstack/react-router'
import type { PageSkeletonKind } from '../../components/page/Skeleton'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The shape of the page's skeleton while it loads: a staff page's; other routes show none. */
    skeleton?: PageSkeletonKind
  }
}

/*
 * The router's default views (createRouter in src/app/router.tsx): what a page shows while it
 * loads, when it fails and when it is not found. A staff page's come with the staff layout
 * (`preloadPageViews` in its loader), an embed page's with the embed layout
 * (`preloadEmbedPageViews`), each from the chunk its pages load: never the staff chrome in an
 * embed's or a screen's first load, nor an embed's views in a staff page's. The venue screen
 * names its own.
 */
const views = () => import('../../components/staff-frame/page-views')
const embedViews = () => import('../../features/embed/page-views')

const StaffPageError = lazyRouteComponent(views, 'PageError')
export const PageNotFound = lazyRouteComponent(views, 'PageNotFound')
const PageSkeleton = lazyRouteComponent(views, 'PageSkeleton')
const EmbedPending = lazyRouteComponent(embedViews, 'EmbedPending')
const EmbedPageError = lazyRouteComponent(embedViews, 'EmbedRouteError')

/** An embed's page: a route below the embed layout (which names its own error and not-found views). */
const isEmbedPage = (routeId: string | undefined) => routeId?.startsWith('/embed/') === true

/**
 * The default pending view: an embed page's, else the skeleton the page's route names
 * (`staticData.skeleton`), else nothing.
 */
export function PagePending() {
  const view = useMatch({
    strict: false,
    select: (match) => (isEmbedPage(match.routeId) ? 'embed' : match.staticData.skeleton),
  })
  if (view === 'embed') return <EmbedPending />
  return view ? <PageSkeleton kind={view} /> : null
}

/** The default error view: an embed page's, else a staff page's with its retry. */
export function PageError(props: ErrorComponentProps) {
  const embed = useMatch({ strict: false, select: (match) => isEmbedPage(match.routeId) })
  return embed ? <EmbedPageError {...props} /> : <StaffPageError {...props} />
}

/** A view that failed to load tries again when it is shown. */
async function preload(views: readonly { preload?: () => Promise<void> | undefined }[]): Promise<void> {
  await Promise.all(views.map((view) => view.preload?.())).catch(() => undefined)
}

/** For the staff layout's loader: the views come with the layout, shown at once when needed. */
export function preloadPageViews(): Promise<void> {
  return preload([StaffPageError, PageNotFound, PageSkeleton])
}

/** For the embed layout's loader: its pages' views, shown at once when needed. */
export function preloadEmbedPageViews(): Promise<void> {
  return preload([EmbedPending, EmbedPageError])
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
