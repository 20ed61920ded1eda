import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { NotFoundPage } from '../app/NotFoundPage'
import { RootLayout } from '../app/RootLayout'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
