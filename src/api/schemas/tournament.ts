import * as z from 'zod/mini'
import {
  dateTime,
  idx,
  listOf,
  maybe,
  maybeBoolean,
  maybeDateTime,
  maybeNumber,
  maybeString,
  tolerantEnum,
  unknownValue,
} from './common'
import { GENDERS, SPORTS, TOURNAMENT_STATUSES, TOURNAMENT_TYPES } from './enums'
import { roundSchema } from './round'
import { teamSchema } from './team'

// Required here: what says which record it is (idx, name), how it is ordered (number, position,
// rank), what kind it is (type, sport, status), when a tournament is, and whether a division is
// published. Everything else a page can do without (common.ts; decision 0523).

export const courtSchema = z.object({ idx, name: z.string(), position: maybeNumber })

export const clubLocationSchema = z.object({
  formattedAddress: maybeString,
  city: maybeString,
  country: maybeString,
  postalCode: maybeString,
  province: maybeString,
  lat: maybeNumber,
  lng: maybeNumber,
})

/** A tournament's club: the page can do without every part of it but its id, even its name. */
export const clubSchema = z.object({
  idx,
  name: maybeString,
  address: maybeString,
  website: maybeString,
  image: maybeString,
  location: maybe(clubLocationSchema),
  courts: z.optional(listOf(courtSchema, 'court')),
})

export const sponsorSchema = z.object({
  idx,
  name: z.string(),
  logoUrl: maybeString,
  websiteUrl: maybeString,
  description: maybeString,
  position: z.number(),
})

export const circuitSchema = z.object({ idx, name: z.string(), slug: maybeString, seasonYear: maybeNumber })

export const circuitCategorySchema = z.object({
  idx,
  name: z.string(),
  gender: maybe(tolerantEnum(GENDERS)),
  color: maybeString,
})

export const rankedTiebreakRuleSchema = z.object({
  idx,
  rank: z.number(),
  rule: z.object({ idx, name: z.string(), acronym: maybeString }),
})

export const standingColumnSchema = z.object({ ordering: z.number(), type: z.string() })

export const divisionSchema = z.object({
  idx,
  name: z.string(),
  number: z.number(),
  color: maybeString,
  isDoubles: maybeBoolean,
  // Required: a public surface must not guess whether the organizer published a division.
  isVisible: z.boolean(),
  price: maybeNumber,
  minParticipants: maybeNumber,
  maxParticipants: maybeNumber,
  maxRegistrations: maybeNumber,
  createdAt: maybeDateTime,
  tournament: maybe(z.object({ idx })),
  rounds: z.optional(listOf(roundSchema, 'round')),
  teams: z.optional(listOf(teamSchema, 'team')),
  circuitCategory: maybe(circuitCategorySchema),
})

export const tournamentSchema = z.object({
  idx,
  slug: maybeString,
  name: z.string(),
  type: tolerantEnum(TOURNAMENT_TYPES),
  sport: tolerantEnum(SPORTS),
  status: tolerantEnum(TOURNAMENT_STATUSES),
  startDate: dateTime,
  endDate: dateTime,
  /** Null: times are shown in UTC, and the page says so (`resolveTimeZone`). */
  timezone: maybeString,
  addOneHour: maybeBoolean,
  matchDays: maybeNumber,
  americanoRounds: unknownValue,
  courtNames: maybe(z.record(z.string(), z.string())),
  scheduleType: maybeString,
  isPublic: maybeBoolean,
  isFormatComplete: maybeBoolean,
  banner: maybeString,
  whoCanSubmit: maybeString,
  resultApprovalMode: maybeString,
  displayPoints: maybeBoolean,
  matchdayBonusEnabled: maybeBoolean,
  inscriptionCost: maybeNumber,
  totalPrize: maybeNumber,
  // One column that cannot be read: the table's own order, which still shows every statistic.
  standingColumns: maybe(z.array(standingColumnSchema)),
  createdAt: maybeDateTime,
  publicUrl: maybeString,
  organization: z.object({ idx, name: maybeString, slug: maybeString }),
  club: maybe(clubSchema),
  divisions: z.optional(listOf(divisionSchema, 'division')),
  sponsors: z.optional(listOf(sponsorSchema, 'sponsor')),
  circuit: maybe(circuitSchema),
  circuitCategory: maybe(circuitCategorySchema),
  rankedTiebreakRules: z.optional(listOf(rankedTiebreakRuleSchema, 'other')),
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
