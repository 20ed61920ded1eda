import { redirect } from '@tanstack/react-router'
import type { RouterContext } from '../../lib/router-context'

/**
 * `beforeLoad` of every page that reads the API: without a token (and not behind the proxy) the
 * user is sent to the connect page, which brings them back here once connected. Nothing is
 * requested without a token, so a shared link opened on a new device costs nothing and explains
 * itself.
 */
export function requireConnection({
  context,
  location,
}: {
  context: Pick<RouterContext, 'session'>
  location: { href: string }
}): void {
  const { mode, token } = context.session.getSnapshot()
  if (mode === 'user' && token === null) throw redirect({ to: '/', search: { next: location.href } })
}
