import { useMatch } from '@tanstack/react-router'
import { notFoundReason, RouteNotFoundView } from '../page'
import { NotFoundPage } from './NotFoundPage'
import { StaffChrome } from './StaffLayout'

/*
 * A staff page's default views, in one module the router loads lazily (its handle is
 * src/routes/-plumbing/page-views.tsx, which src/app/router.tsx names): the router is in every
 * page's first load, embeds' and screens' too, and this chrome must not be.
 */
export { RouteErrorView as PageError } from '../page'
export { PageSkeleton } from '../page/Skeleton'

/**
 * The router's not-found view (src/app/router.tsx): the API's 404 or a malformed id in the link
 * (the reason the not-found carries), else an address that matches no page. Shown in the staff
 * layout where the address matched it, in the staff chrome of its own where nothing matched.
 */
export function PageNotFound({ data }: { data?: unknown }) {
  const inStaffLayout = useMatch({ from: '/_staff', shouldThrow: false }) !== undefined
  const view = notFoundReason(data) !== null ? <RouteNotFoundView data={data} /> : <NotFoundPage />
  return inStaffLayout ? view : <StaffChrome>{view}</StaffChrome>
}
