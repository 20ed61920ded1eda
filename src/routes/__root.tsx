import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { RouterContext } from '../lib/router-context'
import { preloadWhenNoPageMatches } from './-plumbing/page-views'

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
  // An address that matches no page shows the router's not-found view (src/app/router.tsx).
  beforeLoad: preloadWhenNoPageMatches,
  component: Root,
})
