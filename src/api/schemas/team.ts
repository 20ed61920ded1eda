import { z } from 'zod'
import { dateTime, idx, reference, tolerantEnum } from './common'
import { DRAW_ASSIGNMENTS } from './enums'

export const playerSchema = z.object({
  idx,
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  avatar: z.string().nullish(),
})

export const leagueTeamSchema = z.object({
  idx,
  name: z.string(),
  color: z.string().nullish(),
  logo: z.string().nullish(),
  position: z.number().nullish(),
  pointsAdjustment: z.number().nullish(),
})

/** The contract does not say which Team fields are always present: all but idx and name are optional. */
export const teamSchema = z.object({
  idx,
  name: z.string(),
  seed: z.number().nullish(),
  seedNumber: z.number().nullish(),
  club: z.string().nullish(),
  picture: z.string().nullish(),
  description: z.string().nullish(),
  ranking: z.number().nullish(),
  isWildCard: z.boolean().nullish(),
  qualifierStatus: z.string().nullish(),
  drawAssignment: tolerantEnum(DRAW_ASSIGNMENTS).nullish(),
  createdAt: dateTime.optional(),
  captainProfileIdx: z.string().nullish(),
  division: reference.nullish(),
  players: z.array(playerSchema).optional(),
  leagueTeam: leagueTeamSchema.nullish(),
})

export type Player = z.infer<typeof playerSchema>
export type LeagueTeam = z.infer<typeof leagueTeamSchema>
export type Team = z.infer<typeof teamSchema>
