/**
 * The demo API's dataset format: what `--data FILE` loads and `--write-data FILE` writes.
 *
 * It is the Read API's resources as the contract describes them, stored once and linked by `idx`
 * instead of nested copies: a tournament points at its organization, club and circuit; a division
 * holds its teams; a round (listed on its tournament) holds its pools, draws and games, and a game
 * points at its teams, court, pool or draw round. Relations the API computes (a game's `winner`
 * object, a standing's team name, `publicUrl`) are not stored. `server/README.md` describes every
 * part with an example.
 */
import { z } from 'zod'
import { teamStatisticsSchema } from '../../../contract/team-stats.ts'

export const DATASET_FORMAT = 'courtside-demo-dataset'
export const DATASET_VERSION = 1

const idx = z.uuid()
const dateTime = z.iso.datetime({ precision: 3 })
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/)

export const TOURNAMENT_STATUSES = ['DRAFT', 'UPCOMING', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED'] as const
export const SPORTS = ['PADEL', 'TENNIS', 'PICKLEBALL'] as const
export const TOURNAMENT_TYPES = ['TEAM_LEAGUE', 'LEAGUE', 'TOURNAMENT', 'INDIVIDUAL_LEAGUE'] as const
export const ROUND_TYPES = ['ROUND_ROBIN_ROUND', 'SINGLE_ELIMINATION_ROUND', 'QUALIFIERS_ROUND'] as const
export const GAME_STATUSES = ['UPCOMING', 'FINISHED', 'CANCELLED', 'FORFEIT', 'BYE'] as const
export const DRAW_ASSIGNMENTS = ['QUALIFYING', 'MAIN_DRAW'] as const
export const GENDERS = ['MEN', 'WOMEN', 'MIXED'] as const

export const organizationSchema = z.object({
  idx,
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  website: z.string().nullable(),
})

export const courtSchema = z.object({ idx, name: z.string(), position: z.number().nullable() })

export const clubSchema = z.object({
  idx,
  name: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  image: z.string().nullable(),
  location: z
    .object({
      formattedAddress: z.string(),
      city: z.string(),
      country: z.string(),
      postalCode: z.string(),
      province: z.string(),
      lat: z.number(),
      lng: z.number(),
    })
    .nullable(),
  courts: z.array(courtSchema),
})

export const circuitSchema = z.object({ idx, name: z.string(), slug: z.string(), seasonYear: z.number() })

export const circuitCategorySchema = z.object({
  idx,
  name: z.string(),
  gender: z.enum(GENDERS),
  color: hexColor,
})

export const sponsorSchema = z.object({
  idx,
  name: z.string(),
  logoUrl: z.string(),
  websiteUrl: z.string(),
  description: z.string(),
  position: z.number(),
})

export const rankedTiebreakRuleSchema = z.object({
  idx,
  rank: z.number(),
  rule: z.object({ idx, name: z.string(), acronym: z.string() }),
})

export const playerSchema = z.object({
  idx,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
})

export const leagueTeamSchema = z.object({
  idx,
  name: z.string(),
  color: z.string(),
  logo: z.string().nullable(),
  position: z.number(),
  pointsAdjustment: z.number(),
})

export const teamSchema = z.object({
  idx,
  name: z.string(),
  /** Seeding position; 0 means unseeded (listed after the seeded teams). */
  seed: z.number().int().min(0),
  seedNumber: z.number().int().min(0),
  club: z.string(),
  picture: z.string(),
  description: z.string(),
  ranking: z.number(),
  isWildCard: z.boolean(),
  qualifierStatus: z.string(),
  drawAssignment: z.enum(DRAW_ASSIGNMENTS),
  createdAt: dateTime,
  players: z.array(playerSchema),
  captainProfileIdx: idx.nullable(),
  leagueTeam: leagueTeamSchema.nullable(),
})

export const teamStatsSchema = z.object({ idx, ...teamStatisticsSchema.shape })

export const standingSchema = z.object({
  idx,
  rank: z.number(),
  awardedPoints: z.number(),
  teamIdx: idx,
  teamStats: teamStatsSchema,
})

export const poolSchema = z.object({
  idx,
  name: z.string(),
  number: z.number(),
  teamIdxs: z.array(idx),
  /** Stored standings; the generator and the live simulation compute them from the pool's games. */
  standings: z.array(standingSchema),
})

export const drawRoundSchema = z.object({ idx, label: z.string(), order: z.number().int().min(0) })

export const drawSchema = z.object({
  idx,
  placement: z.number().int().min(1),
  rounds: z.array(drawRoundSchema),
})

export const teamDetailsSchema = z.object({
  label: z.string(),
  teamNumber: z.number().nullable(),
  poolNumber: z.number().nullable(),
  poolRank: z.number().nullable(),
  sourceGameNumber: z.number().nullable(),
  /** WINNER or LOSER of `sourceGameNumber`, POOL_RANK for `poolNumber`/`poolRank`, ENTRY, or BYE. */
  sourceResult: z.string().nullable(),
})

export const setScoreSchema = z.object({
  idx,
  number: z.number().int().min(1),
  home: z.number(),
  away: z.number(),
  isTieBreak: z.boolean(),
})

export const scoreSchema = z.object({
  idx,
  /** Sets won by each side. */
  home: z.number(),
  away: z.number(),
  playerPointsBalanced: z.boolean().nullable(),
  sets: z.array(setScoreSchema),
})

export const gameSchema = z.object({
  idx,
  number: z.number().int().min(1),
  displayNumber: z.number().nullable(),
  status: z.enum(GAME_STATUSES),
  time: dateTime.nullable(),
  lengthInMinutes: z.number().nullable(),
  courtNumber: z.number().nullable(),
  matchDay: z.number().nullable(),
  roundDetail: z.string().nullable(),
  scheduleNumber: z.number().nullable(),
  sectionNumber: z.number(),
  isRetirement: z.boolean(),
  retiredTeamId: idx.nullable(),
  liveStartedAt: dateTime.nullable(),
  resultApprovalStatus: z.string(),
  submittedAt: dateTime.nullable(),
  homeTeamDetails: teamDetailsSchema,
  awayTeamDetails: teamDetailsSchema,
  createdAt: dateTime,
  homeTeamIdx: idx.nullable(),
  awayTeamIdx: idx.nullable(),
  winnerIdx: idx.nullable(),
  courtIdx: idx.nullable(),
  /** The pool or the draw round the game belongs to; null for a round's loose games. */
  poolIdx: idx.nullable(),
  drawRoundIdx: idx.nullable(),
  score: scoreSchema.nullable(),
})

export const roundSchema = z.object({
  idx,
  /** The division the round belongs to; null only for a TEAM_LEAGUE round shared by the whole tournament. */
  divisionIdx: idx.nullable(),
  name: z.string(),
  type: z.enum(ROUND_TYPES),
  number: z.number(),
  isSetup: z.boolean(),
  isVisible: z.boolean(),
  gamesPerTeam: z.number(),
  gamesRequireWinners: z.boolean(),
  numberOfSets: z.number(),
  proSets: z.boolean(),
  playAllSets: z.boolean(),
  pointsPerSet: z.number(),
  placements: z.array(z.number()),
  playEachTeamOnce: z.boolean(),
  trueDoubleEliminationRound: z.boolean().nullable(),
  numQualifiers: z.number().nullable(),
  drawSize: z.number().nullable(),
  hasNextRoundTransitioned: z.boolean(),
  createdAt: dateTime,
  pools: z.array(poolSchema),
  draws: z.array(drawSchema),
  games: z.array(gameSchema),
})

export const divisionSchema = z.object({
  idx,
  name: z.string(),
  number: z.number(),
  color: hexColor,
  isDoubles: z.boolean(),
  isVisible: z.boolean(),
  price: z.number().nullable(),
  minParticipants: z.number().nullable(),
  maxParticipants: z.number().nullable(),
  maxRegistrations: z.number().nullable(),
  createdAt: dateTime,
  circuitCategoryIdx: idx.nullable(),
  teams: z.array(teamSchema),
})

export const tournamentSchema = z.object({
  idx,
  /** Null for a personal tournament, which the API never shows. */
  organizationIdx: idx.nullable(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(TOURNAMENT_TYPES),
  sport: z.enum(SPORTS),
  status: z.enum(TOURNAMENT_STATUSES),
  startDate: dateTime,
  endDate: dateTime,
  timezone: z.string(),
  addOneHour: z.boolean(),
  matchDays: z.number(),
  americanoRounds: z.number().nullable(),
  courtNames: z.record(z.string(), z.string()),
  scheduleType: z.string(),
  isPublic: z.boolean(),
  isFormatComplete: z.boolean(),
  banner: z.string(),
  whoCanSubmit: z.string(),
  resultApprovalMode: z.string(),
  displayPoints: z.boolean(),
  matchdayBonusEnabled: z.boolean(),
  inscriptionCost: z.number(),
  totalPrize: z.number(),
  standingColumns: z.array(z.object({ ordering: z.number(), type: z.string() })),
  createdAt: dateTime,
  clubIdx: idx.nullable(),
  circuitIdx: idx.nullable(),
  circuitCategoryIdx: idx.nullable(),
  sponsors: z.array(sponsorSchema),
  rankedTiebreakRules: z.array(rankedTiebreakRuleSchema),
  divisions: z.array(divisionSchema),
  rounds: z.array(roundSchema),
})

export const datasetShapeSchema = z.object({
  format: z.literal(DATASET_FORMAT),
  version: z.literal(DATASET_VERSION),
  /** The first organization is the demo's main one, the second the other one the demo tokens use. */
  organizations: z.array(organizationSchema).min(2),
  clubs: z.array(clubSchema),
  circuits: z.array(circuitSchema),
  circuitCategories: z.array(circuitCategorySchema),
  tournaments: z.array(tournamentSchema),
})

export type Organization = z.infer<typeof organizationSchema>
export type Court = z.infer<typeof courtSchema>
export type Club = z.infer<typeof clubSchema>
export type Circuit = z.infer<typeof circuitSchema>
export type CircuitCategory = z.infer<typeof circuitCategorySchema>
export type Sponsor = z.infer<typeof sponsorSchema>
export type RankedTiebreakRule = z.infer<typeof rankedTiebreakRuleSchema>
export type Player = z.infer<typeof playerSchema>
export type LeagueTeam = z.infer<typeof leagueTeamSchema>
export type Team = z.infer<typeof teamSchema>
export type TeamStats = z.infer<typeof teamStatsSchema>
export type Standing = z.infer<typeof standingSchema>
export type Pool = z.infer<typeof poolSchema>
export type DrawRound = z.infer<typeof drawRoundSchema>
export type Draw = z.infer<typeof drawSchema>
export type TeamDetails = z.infer<typeof teamDetailsSchema>
export type SetScore = z.infer<typeof setScoreSchema>
export type Score = z.infer<typeof scoreSchema>
export type Game = z.infer<typeof gameSchema>
export type Round = z.infer<typeof roundSchema>
export type Division = z.infer<typeof divisionSchema>
export type Tournament = z.infer<typeof tournamentSchema>
export type Dataset = z.infer<typeof datasetShapeSchema>
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number]
export type Sport = (typeof SPORTS)[number]
export type TournamentType = (typeof TOURNAMENT_TYPES)[number]
export type RoundType = (typeof ROUND_TYPES)[number]
export type GameStatus = (typeof GAME_STATUSES)[number]
