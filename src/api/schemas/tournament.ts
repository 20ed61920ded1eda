import * as z from 'zod/mini'
import { dateTime, idx, tolerantEnum } from './common'
import { GENDERS, SPORTS, TOURNAMENT_STATUSES, TOURNAMENT_TYPES } from './enums'
import { roundSchema } from './round'
import { teamSchema } from './team'

export const courtSchema = z.object({ idx, name: z.string(), position: z.nullable(z.number()) })

export const clubLocationSchema = z.object({
  formattedAddress: z.nullish(z.string()),
  city: z.nullish(z.string()),
  country: z.nullish(z.string()),
  postalCode: z.nullish(z.string()),
  province: z.nullish(z.string()),
  lat: z.nullish(z.number()),
  lng: z.nullish(z.number()),
})

export const clubSchema = z.object({
  idx,
  name: z.string(),
  address: z.nullish(z.string()),
  website: z.nullable(z.string()),
  image: z.nullable(z.string()),
  location: z.nullable(clubLocationSchema),
  courts: z.optional(z.array(courtSchema)),
})

export const sponsorSchema = z.object({
  idx,
  name: z.string(),
  logoUrl: z.nullish(z.string()),
  websiteUrl: z.nullish(z.string()),
  description: z.nullish(z.string()),
  position: z.number(),
})

export const circuitSchema = z.object({ idx, name: z.string(), slug: z.string(), seasonYear: z.number() })

export const circuitCategorySchema = z.object({
  idx,
  name: z.string(),
  gender: tolerantEnum(GENDERS),
  color: z.nullish(z.string()),
})

export const rankedTiebreakRuleSchema = z.object({
  idx,
  rank: z.number(),
  rule: z.object({ idx, name: z.string(), acronym: z.nullish(z.string()) }),
})

export const standingColumnSchema = z.object({ ordering: z.number(), type: z.string() })

export const divisionSchema = z.object({
  idx,
  name: z.string(),
  number: z.number(),
  color: z.nullish(z.string()),
  isDoubles: z.boolean(),
  isVisible: z.boolean(),
  price: z.nullable(z.number()),
  minParticipants: z.nullable(z.number()),
  maxParticipants: z.nullable(z.number()),
  maxRegistrations: z.nullable(z.number()),
  createdAt: z.optional(dateTime),
  tournament: z.optional(z.object({ idx })),
  rounds: z.optional(z.array(roundSchema)),
  teams: z.optional(z.array(teamSchema)),
  circuitCategory: z.nullish(circuitCategorySchema),
})

export const tournamentSchema = z.object({
  idx,
  slug: z.string(),
  name: z.string(),
  type: tolerantEnum(TOURNAMENT_TYPES),
  sport: tolerantEnum(SPORTS),
  status: tolerantEnum(TOURNAMENT_STATUSES),
  startDate: dateTime,
  endDate: dateTime,
  timezone: z.string(),
  addOneHour: z.optional(z.boolean()),
  matchDays: z.nullish(z.number()),
  americanoRounds: z.optional(z.unknown()),
  courtNames: z.nullish(z.record(z.string(), z.string())),
  scheduleType: z.nullish(z.string()),
  isPublic: z.optional(z.boolean()),
  isFormatComplete: z.optional(z.boolean()),
  banner: z.nullish(z.string()),
  whoCanSubmit: z.nullish(z.string()),
  resultApprovalMode: z.nullish(z.string()),
  displayPoints: z.optional(z.boolean()),
  matchdayBonusEnabled: z.optional(z.boolean()),
  inscriptionCost: z.nullish(z.number()),
  totalPrize: z.nullish(z.number()),
  standingColumns: z.nullish(z.array(standingColumnSchema)),
  createdAt: z.optional(dateTime),
  publicUrl: z.nullish(z.string()),
  organization: z.object({ idx, name: z.string(), slug: z.string() }),
  club: z.nullish(clubSchema),
  divisions: z.optional(z.array(divisionSchema)),
  sponsors: z.optional(z.array(sponsorSchema)),
  circuit: z.nullish(circuitSchema),
  circuitCategory: z.nullish(circuitCategorySchema),
  rankedTiebreakRules: z.optional(z.array(rankedTiebreakRuleSchema)),
})

export type Court = z.infer<typeof courtSchema>
export type Club = z.infer<typeof clubSchema>
export type Sponsor = z.infer<typeof sponsorSchema>
export type Circuit = z.infer<typeof circuitSchema>
export type CircuitCategory = z.infer<typeof circuitCategorySchema>
export type RankedTiebreakRule = z.infer<typeof rankedTiebreakRuleSchema>
export type StandingColumn = z.infer<typeof standingColumnSchema>
export type Division = z.infer<typeof divisionSchema>
export type Tournament = z.infer<typeof tournamentSchema>
