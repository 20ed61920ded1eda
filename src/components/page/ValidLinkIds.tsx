import type { ReactNode } from 'react'
import { ErrorView } from './ErrorView'
import { isV4Uuid } from './link-ids'

/**
 * Renders the page only when every id of its address is a v4 UUID; otherwise says the link is
 * malformed. Loaders check the same with `isV4Uuid` and request nothing for such a link.
 */
export function ValidLinkIds({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  if (!ids.every(isV4Uuid)) return <ErrorView variant="page" reason={{ kind: 'invalid-id' }} />
  return <>{children}</>
}
