import { z } from 'zod'
import { dateTime, idx, tolerantEnum } from './common'
import { GENDERS, SPORTS, TOURNAMENT_STATUSES, TOURNAMENT_TYPES } from './enums'
import { roundSchema } from './round'
import { teamSchema } from './team'

export const courtSchema = z.object({ idx, name: z.string(), position: z.number().nullable() })

export const clubLocationSchema = z.object({
  formattedAddress: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  postalCode: z.string().nullish(),
  province: z.string().nullish(),
  lat: z.number().nullish(),
  lng: z.number().nullish(),
})

export const clubSchema = z.object({
  idx,
  name: z.string(),
  address: z.string().nullish(),
  website: z.string().nullable(),
  image: z.string().nullable(),
  location: clubLocationSchema.nullable(),
  courts: z.array(courtSchema).optional(),
})

export const sponsorSchema = z.object({
  idx,
  name: z.string(),
  logoUrl: z.string().nullish(),
  websiteUrl: z.string().nullish(),
  description: z.string().nullish(),
  position: z.number(),
})

export const circuitSchema = z.object({ idx, name: z.string(), slug: z.string(), seasonYear: z.number() })

export const circuitCategorySchema = z.object({
  idx,
  name: z.string(),
  gender: tolerantEnum(GENDERS),
  color: z.string().nullish(),
})

export const rankedTiebreakRuleSchema = z.object({
  idx,
  rank: z.number(),
  rule: z.object({ idx, name: z.string(), acronym: z.string().nullish() }),
})

export const standingColumnSchema = z.object({ ordering: z.number(), type: z.string() })

export const divisionSchema = z.object({
  idx,
  name: z.string(),
  number: z.number(),
  color: z.string().nullish(),
  isDoubles: z.boolean(),
  isVisible: z.boolean(),
  price: z.number().nullable(),
  minParticipants: z.number().nullable(),
  maxParticipants: z.number().nullable(),
  maxRegistrations: z.number().nullable(),
  createdAt: dateTime.optional(),
  tournament: z.object({ idx }).optional(),
  rounds: z.array(roundSchema).optional(),
  teams: z.array(teamSchema).optional(),
  circuitCategory: circuitCategorySchema.nullish(),
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
  addOneHour: z.boolean().optional(),
  matchDays: z.number().nullish(),
  americanoRounds: z.unknown().optional(),
  courtNames: z.record(z.string(), z.string()).nullish(),
  scheduleType: z.string().nullish(),
  isPublic: z.boolean().optional(),
  isFormatComplete: z.boolean().optional(),
  banner: z.string().nullish(),
  whoCanSubmit: z.string().nullish(),
  resultApprovalMode: z.string().nullish(),
  displayPoints: z.boolean().optional(),
  matchdayBonusEnabled: z.boolean().optional(),
  inscriptionCost: z.number().nullish(),
  totalPrize: z.number().nullish(),
  standingColumns: z.array(standingColumnSchema).nullish(),
  createdAt: dateTime.optional(),
  publicUrl: z.string().nullish(),
  organization: z.object({ idx, name: z.string(), slug: z.string() }),
  club: clubSchema.nullish(),
  divisions: z.array(divisionSchema).optional(),
  sponsors: z.array(sponsorSchema).optional(),
  circuit: circuitSchema.nullish(),
  circuitCategory: circuitCategorySchema.nullish(),
  rankedTiebreakRules: z.array(rankedTiebreakRuleSchema).optional(),
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
