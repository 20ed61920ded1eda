import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { ConnectScreen } from '../../features/connect/ConnectScreen'
import { safeNextPath } from '../../components/page'

/**
 * `/`: the connect page without a token; with one, the connection (organization, token, sign out)
 * and the way on. `next` is the page that sent a user without a token here.
 */
export const Route = createFileRoute('/_staff/')({
  validateSearch: lazySchema(() =>
    z.object({
      next: z.catch(
        z.pipe(
          z.optional(z.string()),
          z.transform((next: string | undefined) => safeNextPath(next)),
        ),
        undefined,
      ),
    }),
  ),
  component: ConnectScreen,
})
