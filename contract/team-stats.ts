import * as z from 'zod/mini'

/**
 * A standing's statistics as the contract's `teamStats` holds them, besides its own `idx`: the one
 * definition of their shape. The app reads answers with it (src/api/schemas/round.ts, with its
 * tolerant id) and the demo API stores its dataset with it (server/src/data/dataset-schema.ts, with
 * a strict v4 UUID). zod/mini, as the app's schemas are: it fits into the demo API's zod schemas too.
 */
export const teamStatisticsSchema = z.object({
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
