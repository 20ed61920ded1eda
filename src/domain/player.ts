import type { Player } from '../api/schemas'

type Named = Pick<Player, 'firstName' | 'lastName'>

/** A player's name as pages show and search it: the first and last names the API gave, either may be missing. */
export function playerName(player: Named): string {
  return [player.firstName, player.lastName]
    .map((name) => name?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
}

/** A player's initials, shown where they have no picture: "Rafael Nadal" → "RN". */
export function playerInitials(player: Named): string {
  return [player.firstName, player.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase()
}
