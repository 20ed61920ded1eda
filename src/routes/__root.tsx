import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { NotFoundPage } from '../app/NotFoundPage'
import { StaffChrome } from '../app/StaffLayout'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <StaffChrome>
      <NotFoundPage />
    </StaffChrome>
  ),
})
