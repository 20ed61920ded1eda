import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useFollowsAnyTeam } from '../../components/team/follows-keys'

/** The alerts' code loads only for someone who follows a team. */
const AlertsDock = lazy(() =>
  import('../../components/alerts/AlertsDock').then((module) => ({ default: module.AlertsDock })),
)

/**
 * Pathless layout of every staff page that reads the API (TanStack Router's "authenticated routes"):
 * without a token (and not behind the proxy) the user is sent to the connect page, which brings them
 * back here once connected. Nothing is requested without a token, so a shared link opened on a new
 * device costs nothing and explains itself. The connect page (`/`) is beside this layout, not in it.
 * Its pages watch the followed teams for alerts (issue 34 §3); embeds and venue screens do not.
 */
export const Route = createFileRoute('/_staff/_connected')({
  beforeLoad: ({ context, location }) => {
    const { mode, token } = context.session.getSnapshot()
    if (mode === 'user' && token === null) throw redirect({ to: '/', search: { next: location.href } })
  },
  component: ConnectedLayout,
})

function ConnectedLayout() {
  const following = useFollowsAnyTeam()
  return (
    <>
      <Outlet />
      {following && (
        <Suspense fallback={null}>
          <AlertsDock />
        </Suspense>
      )}
    </>
  )
}
