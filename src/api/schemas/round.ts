import * as z from 'zod/mini'
import { teamStatisticsSchema } from '../../../contract/team-stats'
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
  unknownValue,
} from './common'
import { ROUND_TYPES } from './enums'
import { gameSchema } from './game'

// A round, pool or draw round without its name is still shown: a page names it by its number or
// its place in the draw (decision 0523). Its type, number and order say how to draw it: required.

export const teamStatsSchema = z.object({ idx, ...teamStatisticsSchema.shape })

export const standingSchema = z.object({
  idx,
  rank: z.number(),
  awardedPoints: maybeNumber,
  team: z.nullish(reference),
  teamStats: z.nullish(teamStatsSchema),
})

export const poolSchema = z.object({
  idx,
  name: maybeString,
  number: z.number(),
  teams: z.optional(listOf(reference, 'team')),
  standings: z.optional(listOf(standingSchema, 'standing')),
})

export const drawRoundSchema = z.object({
  idx,
  label: maybeString,
  order: z.number(),
  games: z.optional(listOf(gameSchema, 'game')),
})

export const drawSchema = z.object({
  idx,
  placement: z.number(),
  rounds: z.optional(listOf(drawRoundSchema, 'other')),
})

export const roundSchema = z.object({
  idx,
  name: maybeString,
  type: tolerantEnum(ROUND_TYPES),
  number: z.number(),
  isSetup: maybeBoolean,
  isVisible: maybeBoolean,
  gamesPerTeam: maybeNumber,
  gamesRequireWinners: maybeBoolean,
  numberOfSets: maybeNumber,
  proSets: maybeBoolean,
  playAllSets: maybeBoolean,
  pointsPerSet: maybeNumber,
  placements: maybe(z.array(z.number())),
  playEachTeamOnce: maybeBoolean,
  trueDoubleEliminationRound: unknownValue,
  numQualifiers: unknownValue,
  drawSize: unknownValue,
  hasNextRoundTransitioned: maybeBoolean,
  createdAt: maybeDateTime,
  division: maybe(reference),
  pools: z.optional(listOf(poolSchema, 'pool')),
  games: z.optional(listOf(gameSchema, 'game')),
  draws: z.optional(listOf(drawSchema, 'other')),
})

export type TeamStats = z.infer<typeof teamStatsSchema>
export type Standing = z.infer<typeof standingSchema>
export type Pool = z.infer<typeof poolSchema>
export type DrawRound = z.infer<typeof drawRoundSchema>
export type Draw = z.infer<typeof drawSchema>
export type Round = z.infer<typeof roundSchema>
