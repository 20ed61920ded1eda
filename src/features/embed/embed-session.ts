import type { SessionStorages } from '../../auth/session'

/** Whether the page being started is an embed (`/embed/…`), before the router reads the address. */
export function isEmbedPath(pathname: string): boolean {
  return pathname === '/embed' || pathname.startsWith('/embed/')
}

/**
 * An embed keeps a `#token=` handed to it in memory only, and reads none from storage. Storage is
 * per origin, and on a club's page every embed of this viewer shares it (and, in the embed builder's
 * preview, with the staff app): a stored token would leak from one embed to another, or give an
 * embed published without a token the staff member's own. `&remember=1` is ignored for the same
 * reason. Each load of the host page hands the token over again.
 */
export const EMBED_STORAGES: SessionStorages = { session: null, local: null }
