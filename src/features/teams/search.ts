import * as z from 'zod/mini'
import { isV4Uuid } from '../page-shell/link-ids'

/** The teams page's address: `?division=<idx>&q=<search>`; a malformed division is dropped. */
export const teamsSearchSchema = z.object({
  division: z.catch(z.optional(z.string().check(z.refine(isV4Uuid))), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
})

export type TeamsSearch = z.infer<typeof teamsSearchSchema>
