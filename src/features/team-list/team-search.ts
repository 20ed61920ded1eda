import type { Team } from '../../api/schemas'
import { playerName } from '../../domain/player'
import { matchesWords, searchWords } from '../../domain/search-text'

/**
 * The teams page's search: by team name or player name, ignoring letter case and accents
 * ("munoz" finds "Muñoz", "JOSE" finds "José"), every word of the query somewhere in the team's
 * names.
 */
export function teamMatches(team: Pick<Team, 'name' | 'players'>, query: string): boolean {
  return matchesWords([team.name, ...(team.players ?? []).map(playerName)].join(' '), searchWords(query))
}

export function searchTeams<T extends Pick<Team, 'name' | 'players'>>(
  teams: readonly T[],
  query: string,
): T[] {
  return teams.filter((team) => teamMatches(team, query))
}
