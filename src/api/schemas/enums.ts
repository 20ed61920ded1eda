/** The contract's enumerations. Response schemas accept other values too (see common.ts). */
export const TOURNAMENT_STATUSES = ['DRAFT', 'UPCOMING', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED'] as const
export const SPORTS = ['PADEL', 'TENNIS', 'PICKLEBALL'] as const
export const TOURNAMENT_TYPES = ['TEAM_LEAGUE', 'LEAGUE', 'TOURNAMENT', 'INDIVIDUAL_LEAGUE'] as const
export const ROUND_TYPES = ['ROUND_ROBIN_ROUND', 'SINGLE_ELIMINATION_ROUND', 'QUALIFIERS_ROUND'] as const
export const GAME_STATUSES = ['UPCOMING', 'FINISHED', 'CANCELLED', 'FORFEIT', 'BYE'] as const
export const DRAW_ASSIGNMENTS = ['QUALIFYING', 'MAIN_DRAW'] as const
export const GENDERS = ['MEN', 'WOMEN', 'MIXED'] as const

export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number]
export type Sport = (typeof SPORTS)[number]
export type TournamentType = (typeof TOURNAMENT_TYPES)[number]
export type RoundType = (typeof ROUND_TYPES)[number]
export type GameStatus = (typeof GAME_STATUSES)[number]
export type DrawAssignment = (typeof DRAW_ASSIGNMENTS)[number]
export type Gender = (typeof GENDERS)[number]
