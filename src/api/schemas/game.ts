import * as z from 'zod/mini'
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
  playerPointsBalanced: z.optional(z.unknown()),
  sets: z.optional(z.array(scoreSetSchema)),
})

/** Describes a slot whose team is not known yet, such as the winner of an earlier game. */
export const teamDetailsSchema = z.object({
  label: z.nullish(z.string()),
  teamNumber: z.nullish(z.number()),
  poolNumber: z.nullish(z.number()),
  poolRank: z.nullish(z.number()),
  sourceGameNumber: z.nullish(z.number()),
  sourceResult: z.nullish(z.string()),
})

export const courtRefSchema = z.object({ idx, name: z.string(), position: z.nullish(z.number()) })

export const gameSchema = z.object({
  idx,
  number: z.number(),
  displayNumber: z.nullish(z.number()),
  status: tolerantEnum(GAME_STATUSES),
  time: z.nullish(dateTime),
  lengthInMinutes: z.nullish(z.number()),
  courtNumber: z.nullish(z.number()),
  matchDay: z.nullish(z.number()),
  roundDetail: z.nullish(z.string()),
  scheduleNumber: z.nullish(z.number()),
  sectionNumber: z.nullish(z.number()),
  isRetirement: z.nullish(z.boolean()),
  retiredTeamId: z.optional(z.unknown()),
  liveStartedAt: z.nullish(dateTime),
  resultApprovalStatus: z.nullish(z.string()),
  submittedAt: z.nullish(dateTime),
  homeTeamDetails: z.nullish(teamDetailsSchema),
  awayTeamDetails: z.nullish(teamDetailsSchema),
  createdAt: z.optional(dateTime),
  // Relations: absent unless populated; null when populated but not (yet) known.
  homeTeam: z.nullish(reference),
  awayTeam: z.nullish(reference),
  winner: z.nullish(reference),
  court: z.nullish(courtRefSchema),
  score: z.nullish(scoreSchema),
})

export type ScoreSet = z.infer<typeof scoreSetSchema>
export type Score = z.infer<typeof scoreSchema>
export type TeamDetails = z.infer<typeof teamDetailsSchema>
export type Game = z.infer<typeof gameSchema>
