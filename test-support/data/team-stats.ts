import type { TeamStats } from '../../src/api/schemas'

/** A standing's `teamStats`: every figure 0 but those given. */
export function teamStats(figures: Partial<TeamStats> = {}): TeamStats {
  return {
    idx: 'team-stats',
    points: 0,
    wins: 0,
    losses: 0,
    ties: 0,
    cancelled: 0,
    forfeits: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    setsPointsFor: 0,
    setsPointsAgainst: 0,
    totalGamesPlayed: 0,
    pointsDifference: 0,
    setsPointsDifference: 0,
    ...figures,
  }
}

/** The figures of a team after so many wins, ties and losses, on `points`. */
export function resultStats(wins: number, ties: number, losses: number, points: number): TeamStats {
  return teamStats({ points, wins, ties, losses, totalGamesPlayed: wins + ties + losses })
}
