import * as z from 'zod/mini'
import { dateTime, idx, reference, tolerantEnum } from './common'
import { DRAW_ASSIGNMENTS } from './enums'

export const playerSchema = z.object({
  idx,
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
})

export const leagueTeamSchema = z.object({
  idx,
  name: z.string(),
  color: z.nullish(z.string()),
  logo: z.nullish(z.string()),
  position: z.nullish(z.number()),
  pointsAdjustment: z.nullish(z.number()),
})

/** The contract does not say which Team fields are always present: all but idx and name are optional. */
export const teamSchema = z.object({
  idx,
  name: z.string(),
  seed: z.nullish(z.number()),
  seedNumber: z.nullish(z.number()),
  club: z.nullish(z.string()),
  picture: z.nullish(z.string()),
  description: z.nullish(z.string()),
  ranking: z.nullish(z.number()),
  isWildCard: z.nullish(z.boolean()),
  qualifierStatus: z.nullish(z.string()),
  drawAssignment: z.nullish(tolerantEnum(DRAW_ASSIGNMENTS)),
  createdAt: z.optional(dateTime),
  captainProfileIdx: z.nullish(z.string()),
  division: z.nullish(reference),
  players: z.optional(z.array(playerSchema)),
  leagueTeam: z.nullish(leagueTeamSchema),
})

export type Player = z.infer<typeof playerSchema>
export type LeagueTeam = z.infer<typeof leagueTeamSchema>
export type Team = z.infer<typeof teamSchema>
