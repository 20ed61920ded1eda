import * as z from 'zod/mini'
import { listOf } from './common'
import { divisionSchema, tournamentSchema } from './tournament'
import { teamSchema } from './team'

export const pageMetaSchema = z.object({ limit: z.number(), offset: z.number(), total: z.number() })

export const tournamentPageSchema = z.object({
  data: listOf(tournamentSchema, 'tournament'),
  meta: pageMetaSchema,
})
export const divisionListSchema = listOf(divisionSchema, 'division')
export const teamListSchema = listOf(teamSchema, 'team')

export type PageMeta = z.infer<typeof pageMetaSchema>
export type TournamentPage = z.infer<typeof tournamentPageSchema>
