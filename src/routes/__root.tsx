import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { RouterContext } from '../lib/router-context'

// Only a page with something to say about a link's or the device's token needs it: no part of an
// embed's or a screen's first load.
const ConnectionNotices = lazy(() =>
  import('../features/connect/ConnectionNotices').then((module) => ({ default: module.ConnectionNotices })),
)

function Root() {
  const { session } = Route.useRouteContext()
  const notices = useSyncExternalStore(session.subscribe, () => {
    const { refusedHandOver, handOverQuestion, forgottenConnection } = session.getSnapshot()
    return Boolean(refusedHandOver || handOverQuestion || forgottenConnection)
  })
  return (
    <>
      {notices && (
        <Suspense fallback={null}>
          <ConnectionNotices />
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
