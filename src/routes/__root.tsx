import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Loaded when an address matches no page, as other routes' components are (the router's code
  // splitting leaves the root route alone): the staff chrome is no part of an embed's or a
  // screen's first load.
  notFoundComponent: lazyRouteComponent(() => import('../app/RootNotFound')),
})
