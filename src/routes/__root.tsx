import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { RouterContext } from '../lib/router-context'

// Only a page opened by a refused link needs it: no part of an embed's or a screen's first load.
const HandOverRefused = lazy(() =>
  import('../features/connect/HandOverRefused').then((module) => ({ default: module.HandOverRefused })),
)

function Root() {
  const { session } = Route.useRouteContext()
  const refused = useSyncExternalStore(session.subscribe, () => session.getSnapshot().refusedHandOver)
  return (
    <>
      {refused && (
        <Suspense fallback={null}>
          <HandOverRefused />
        </Suspense>
      )}
      <Outlet />
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Loaded when an address matches no page, as other routes' components are (the router's code
  // splitting leaves the root route alone): the staff chrome is no part of an embed's or a
  // screen's first load.
  notFoundComponent: lazyRouteComponent(() => import('../components/staff-frame/RootNotFound')),
})
