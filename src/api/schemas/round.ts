import * as z from 'zod/mini'
import { teamStatisticsSchema } from '../../../contract/team-stats'
import { dateTime, idx, reference, tolerantEnum } from './common'
import { ROUND_TYPES } from './enums'
import { gameSchema } from './game'

export const teamStatsSchema = z.object({ idx, ...teamStatisticsSchema.shape })

export const standingSchema = z.object({
  idx,
  rank: z.number(),
  awardedPoints: z.nullish(z.number()),
  team: z.nullish(reference),
  teamStats: z.nullish(teamStatsSchema),
})

export const poolSchema = z.object({
  idx,
  name: z.string(),
  number: z.number(),
  teams: z.optional(z.array(reference)),
  standings: z.optional(z.array(standingSchema)),
})

export const drawRoundSchema = z.object({
  idx,
  label: z.string(),
  order: z.number(),
  games: z.optional(z.array(gameSchema)),
})

export const drawSchema = z.object({
  idx,
  placement: z.number(),
  rounds: z.optional(z.array(drawRoundSchema)),
})

export const roundSchema = z.object({
  idx,
  name: z.string(),
  type: tolerantEnum(ROUND_TYPES),
  number: z.number(),
  isSetup: z.optional(z.boolean()),
  isVisible: z.optional(z.boolean()),
  gamesPerTeam: z.nullish(z.number()),
  gamesRequireWinners: z.nullish(z.boolean()),
  numberOfSets: z.nullish(z.number()),
  proSets: z.nullish(z.boolean()),
  playAllSets: z.nullish(z.boolean()),
  pointsPerSet: z.nullish(z.number()),
  placements: z.nullish(z.array(z.number())),
  playEachTeamOnce: z.nullish(z.boolean()),
  trueDoubleEliminationRound: z.optional(z.unknown()),
  numQualifiers: z.optional(z.unknown()),
  drawSize: z.optional(z.unknown()),
  hasNextRoundTransitioned: z.nullish(z.boolean()),
  createdAt: z.optional(dateTime),
  division: z.nullish(reference),
  pools: z.optional(z.array(poolSchema)),
  games: z.optional(z.array(gameSchema)),
  draws: z.optional(z.array(drawSchema)),
})

export type TeamStats = z.infer<typeof teamStatsSchema>
export type Standing = z.infer<typeof standingSchema>
export type Pool = z.infer<typeof poolSchema>
export type DrawRound = z.infer<typeof drawRoundSchema>
export type Draw = z.infer<typeof drawSchema>
export type Round = z.infer<typeof roundSchema>
