import { z } from 'zod'
import { dateTime, idx, reference, tolerantEnum } from './common'
import { GAME_STATUSES } from './enums'

export const scoreSetSchema = z.object({
  idx,
  home: z.number(),
  away: z.number(),
  number: z.number(),
  isTieBreak: z.boolean(),
})

export const scoreSchema = z.object({
  idx,
  home: z.number(),
  away: z.number(),
  playerPointsBalanced: z.unknown().optional(),
  sets: z.array(scoreSetSchema).optional(),
})

/** Describes a slot whose team is not known yet, such as the winner of an earlier game. */
export const teamDetailsSchema = z.object({
  label: z.string().nullish(),
  teamNumber: z.number().nullish(),
  poolNumber: z.number().nullish(),
  poolRank: z.number().nullish(),
  sourceGameNumber: z.number().nullish(),
  sourceResult: z.string().nullish(),
})

export const courtRefSchema = z.object({ idx, name: z.string(), position: z.number().nullish() })

export const gameSchema = z.object({
  idx,
  number: z.number(),
  displayNumber: z.number().nullish(),
  status: tolerantEnum(GAME_STATUSES),
  time: dateTime.nullish(),
  lengthInMinutes: z.number().nullish(),
  courtNumber: z.number().nullish(),
  matchDay: z.number().nullish(),
  roundDetail: z.string().nullish(),
  scheduleNumber: z.number().nullish(),
  sectionNumber: z.number().nullish(),
  isRetirement: z.boolean().nullish(),
  retiredTeamId: z.unknown().optional(),
  liveStartedAt: dateTime.nullish(),
  resultApprovalStatus: z.string().nullish(),
  submittedAt: dateTime.nullish(),
  homeTeamDetails: teamDetailsSchema.nullish(),
  awayTeamDetails: teamDetailsSchema.nullish(),
  createdAt: dateTime.optional(),
  // Relations: absent unless populated; null when populated but not (yet) known.
  homeTeam: reference.nullish(),
  awayTeam: reference.nullish(),
  winner: reference.nullish(),
  court: courtRefSchema.nullish(),
  score: scoreSchema.nullish(),
})

export type ScoreSet = z.infer<typeof scoreSetSchema>
export type Score = z.infer<typeof scoreSchema>
export type TeamDetails = z.infer<typeof teamDetailsSchema>
export type Game = z.infer<typeof gameSchema>
