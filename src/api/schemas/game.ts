import * as z from 'zod/mini'
import {
  idx,
  maybe,
  maybeBoolean,
  maybeDateTime,
  maybeNumber,
  maybeString,
  reference,
  tolerantEnum,
  unknownValue,
} from './common'
import { GAME_STATUSES } from './enums'

// A game's number, status, teams and score are what it is shown for, and stay required: a game
// with a team or a set that cannot be read is left out of its list, not shown half right.

export const scoreSetSchema = z.object({
  idx,
  home: z.number(),
  away: z.number(),
  number: z.number(),
  isTieBreak: maybeBoolean,
})

export const scoreSchema = z.object({
  idx,
  home: z.number(),
  away: z.number(),
  playerPointsBalanced: unknownValue,
  sets: z.optional(z.array(scoreSetSchema)),
})

/** Describes a slot whose team is not known yet, such as the winner of an earlier game. */
export const teamDetailsSchema = z.object({
  label: maybeString,
  teamNumber: maybeNumber,
  poolNumber: maybeNumber,
  poolRank: maybeNumber,
  sourceGameNumber: maybeNumber,
  sourceResult: maybeString,
})

export const courtRefSchema = z.object({ idx, name: z.string(), position: maybeNumber })

export const gameSchema = z.object({
  idx,
  number: z.number(),
  displayNumber: maybeNumber,
  status: tolerantEnum(GAME_STATUSES),
  time: maybeDateTime,
  lengthInMinutes: maybeNumber,
  courtNumber: maybeNumber,
  matchDay: maybeNumber,
  roundDetail: maybeString,
  scheduleNumber: maybeNumber,
  sectionNumber: maybeNumber,
  isRetirement: maybeBoolean,
  retiredTeamId: unknownValue,
  liveStartedAt: maybeDateTime,
  resultApprovalStatus: maybeString,
  submittedAt: maybeDateTime,
  homeTeamDetails: maybe(teamDetailsSchema),
  awayTeamDetails: maybe(teamDetailsSchema),
  createdAt: maybeDateTime,
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
