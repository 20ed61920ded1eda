import { z } from 'zod'
import { dateTime, idx, reference, tolerantEnum } from './common'
import { ROUND_TYPES } from './enums'
import { gameSchema } from './game'

export const teamStatsSchema = z.object({
  idx,
  points: z.number(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  cancelled: z.number(),
  forfeits: z.number(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  setsPointsFor: z.number(),
  setsPointsAgainst: z.number(),
  totalGamesPlayed: z.number(),
  pointsDifference: z.number(),
  setsPointsDifference: z.number(),
})

export const standingSchema = z.object({
  idx,
  rank: z.number(),
  awardedPoints: z.number().nullish(),
  team: reference.nullish(),
  teamStats: teamStatsSchema.nullish(),
})

export const poolSchema = z.object({
  idx,
  name: z.string(),
  number: z.number(),
  teams: z.array(reference).optional(),
  standings: z.array(standingSchema).optional(),
})

export const drawRoundSchema = z.object({
  idx,
  label: z.string(),
  order: z.number(),
  games: z.array(gameSchema).optional(),
})

export const drawSchema = z.object({
  idx,
  placement: z.number(),
  rounds: z.array(drawRoundSchema).optional(),
})

export const roundSchema = z.object({
  idx,
  name: z.string(),
  type: tolerantEnum(ROUND_TYPES),
  number: z.number(),
  isSetup: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  gamesPerTeam: z.number().nullish(),
  gamesRequireWinners: z.boolean().nullish(),
  numberOfSets: z.number().nullish(),
  proSets: z.boolean().nullish(),
  playAllSets: z.boolean().nullish(),
  pointsPerSet: z.number().nullish(),
  placements: z.array(z.number()).nullish(),
  playEachTeamOnce: z.boolean().nullish(),
  trueDoubleEliminationRound: z.unknown().optional(),
  numQualifiers: z.unknown().optional(),
  drawSize: z.unknown().optional(),
  hasNextRoundTransitioned: z.boolean().nullish(),
  createdAt: dateTime.optional(),
  division: reference.nullish(),
  pools: z.array(poolSchema).optional(),
  games: z.array(gameSchema).optional(),
  draws: z.array(drawSchema).optional(),
})

export type TeamStats = z.infer<typeof teamStatsSchema>
export type Standing = z.infer<typeof standingSchema>
export type Pool = z.infer<typeof poolSchema>
export type DrawRound = z.infer<typeof drawRoundSchema>
export type Draw = z.infer<typeof drawSchema>
export type Round = z.infer<typeof roundSchema>
