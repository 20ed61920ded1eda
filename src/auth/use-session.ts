import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { Session, SessionSnapshot } from './session'

/** The session and its current state, re-rendering when either changes. */
export function useSession(): [SessionSnapshot, Session] {
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  return [snapshot, session]
}
