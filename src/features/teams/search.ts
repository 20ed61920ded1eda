import { z } from 'zod'
import { isV4Uuid } from '../layout/link-ids'

/** The teams page's address: `?division=<idx>&q=<search>`; a malformed division is dropped. */
export const teamsSearchSchema = z.object({
  division: z.string().refine(isV4Uuid).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
})

export type TeamsSearch = z.infer<typeof teamsSearchSchema>
