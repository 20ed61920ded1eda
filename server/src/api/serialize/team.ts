import type { Division, Team } from '../../data/dataset-schema.ts'
import type { Populate } from '../populate.ts'

/**
 * A team with the relations `populate` asks for: `division`, `playerProfiles` (as `players`),
 * `captainProfile` (as `captainProfileIdx`) and `leagueTeam` (null for a team of no league team).
 */
export function serializeTeam(team: Team, division: Division, populate: Populate): Record<string, unknown> {
  const body: Record<string, unknown> = {
    idx: team.idx,
    name: team.name,
    seed: team.seed,
    seedNumber: team.seedNumber,
    club: team.club,
    picture: team.picture,
    description: team.description,
    ranking: team.ranking,
    isWildCard: team.isWildCard,
    qualifierStatus: team.qualifierStatus,
    drawAssignment: team.drawAssignment,
    createdAt: team.createdAt,
  }
  if (populate.has('division')) body.division = { idx: division.idx, name: division.name }
  if (populate.has('playerProfiles')) {
    body.players = team.players.map((player) => ({
      idx: player.idx,
      firstName: player.firstName,
      lastName: player.lastName,
      avatar: player.avatar,
    }))
  }
  if (populate.has('captainProfile')) body.captainProfileIdx = team.captainProfileIdx
  if (populate.has('leagueTeam')) body.leagueTeam = team.leagueTeam
  return body
}

/** Seeded teams by seed, then the unseeded (seed 0); ties by name. */
export function compareBySeed(a: Team, b: Team): number {
  const key = (team: Team) => (team.seed > 0 ? team.seed : Number.MAX_SAFE_INTEGER)
  return key(a) - key(b) || a.name.localeCompare(b.name, 'en')
}

export function bySeed(teams: readonly Team[]): Team[] {
  return [...teams].sort(compareBySeed)
}
