import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { optionalLinkId } from '../../components/page/link-ids'

/** The teams page's address: `?division=<idx>&q=<search>`; a malformed division is dropped. */
export const teamsSearchSchema = lazySchema(() =>
  z.object({
    division: optionalLinkId(),
    q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  }),
)

export type TeamsSearch = z.infer<typeof teamsSearchSchema.schema>
