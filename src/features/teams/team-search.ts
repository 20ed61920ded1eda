import type { Player, Team } from '../../api/schemas'

/**
 * The teams page's search: by team name or player name, ignoring letter case and accents
 * ("munoz" finds "Muñoz", "JOSE" finds "José"), every word of the query somewhere in the team's
 * names.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[øæœßłđıþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Letters that carry their mark inside (no combining accent to strip), spelled as people type them. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
}

export function playerName(player: Pick<Player, 'firstName' | 'lastName'>): string {
  return [player.firstName, player.lastName].filter(Boolean).join(' ')
}

export function teamMatches(team: Pick<Team, 'name' | 'players'>, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = foldForSearch([team.name, ...(team.players ?? []).map(playerName)].join(' '))
  return words.every((word) => haystack.includes(word))
}

export function searchTeams<T extends Pick<Team, 'name' | 'players'>>(
  teams: readonly T[],
  query: string,
): T[] {
  return teams.filter((team) => teamMatches(team, query))
}
