import * as z from 'zod/mini'
import {
  idx,
  listOf,
  maybe,
  maybeBoolean,
  maybeDateTime,
  maybeNumber,
  maybeString,
  reference,
  tolerantEnum,
} from './common'
import { DRAW_ASSIGNMENTS } from './enums'

export const playerSchema = z.object({
  idx,
  firstName: maybeString,
  lastName: maybeString,
  avatar: maybeString,
})

export const leagueTeamSchema = z.object({
  idx,
  name: z.string(),
  color: maybeString,
  logo: maybeString,
  position: maybeNumber,
  pointsAdjustment: maybeNumber,
})

/** The contract does not say which Team fields are always present: all but idx and name are optional. */
export const teamSchema = z.object({
  idx,
  name: z.string(),
  seed: maybeNumber,
  seedNumber: maybeNumber,
  club: maybeString,
  picture: maybeString,
  description: maybeString,
  ranking: maybeNumber,
  isWildCard: maybeBoolean,
  qualifierStatus: maybeString,
  drawAssignment: maybe(tolerantEnum(DRAW_ASSIGNMENTS)),
  createdAt: maybeDateTime,
  captainProfileIdx: maybeString,
  division: maybe(reference),
  players: z.optional(listOf(playerSchema, 'player')),
  leagueTeam: maybe(leagueTeamSchema),
})

export type Player = z.infer<typeof playerSchema>
export type LeagueTeam = z.infer<typeof leagueTeamSchema>
export type Team = z.infer<typeof teamSchema>
