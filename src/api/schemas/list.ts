import * as z from 'zod/mini'
import { divisionSchema, tournamentSchema } from './tournament'
import { teamSchema } from './team'

export const pageMetaSchema = z.object({ limit: z.number(), offset: z.number(), total: z.number() })

export const tournamentPageSchema = z.object({ data: z.array(tournamentSchema), meta: pageMetaSchema })
export const divisionListSchema = z.array(divisionSchema)
export const teamListSchema = z.array(teamSchema)

export type PageMeta = z.infer<typeof pageMetaSchema>
export type TournamentPage = z.infer<typeof tournamentPageSchema>
