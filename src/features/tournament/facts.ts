import type { Club, Court, Division, RankedTiebreakRule, Sponsor, Tournament } from '../../api/schemas'

/**
 * The contract's rules for reading a tournament's records, as pure functions: what a null means,
 * and the orders things are shown in. A field left out (undefined) says nothing: its fact is not
 * known, and not shown as if it were a null (decision 0523).
 */

/**
 * A division's entry price: its own, or the tournament's when the division has none (null). Null
 * when it is not known: the division's or the tournament's price was left out.
 */
export function divisionPrice(
  division: Pick<Division, 'price'>,
  tournament: Pick<Tournament, 'inscriptionCost'>,
): { amount: number | null; fromTournament: boolean } | null {
  if (division.price === undefined) return null
  if (division.price !== null) return { amount: division.price, fromTournament: false }
  if (tournament.inscriptionCost === undefined) return null
  return { amount: tournament.inscriptionCost, fromTournament: true }
}

/**
 * Players per team, for team formats only: the contract gives the limits for a team format (a
 * TEAM_LEAGUE's teams field several players) and says null means 2. Elsewhere a team is one player
 * or a pair, which `isDoubles` already says, so there is nothing to show (null).
 */
export function playersPerTeam(
  division: Pick<Division, 'minParticipants' | 'maxParticipants'>,
  tournament: Pick<Tournament, 'type'>,
): { min: number; max: number } | null {
  if (!isTeamFormat(tournament)) return null
  if (division.minParticipants === undefined || division.maxParticipants === undefined) return null
  return { min: division.minParticipants ?? 2, max: division.maxParticipants ?? 2 }
}

/** Whether the tournament's teams are squads of several players (and pairs), not one player or a pair. */
export function isTeamFormat(tournament: Pick<Tournament, 'type'>): boolean {
  return tournament.type === 'TEAM_LEAGUE'
}

/** Capacity in registered teams; null means unlimited, undefined not known. */
export function divisionCapacity(division: Pick<Division, 'maxRegistrations'>): number | null | undefined {
  return division.maxRegistrations
}

/** A club's courts in `position` order; courts without a position last, by name. */
export function courtsInOrder(courts: readonly Court[] | null | undefined): Court[] {
  return [...(courts ?? [])].sort(
    (a, b) =>
      (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  )
}

export function sponsorsInOrder(sponsors: readonly Sponsor[] | null | undefined): Sponsor[] {
  return [...(sponsors ?? [])].sort((a, b) => a.position - b.position)
}

export function tiebreakRulesInOrder(
  rules: readonly RankedTiebreakRule[] | null | undefined,
): RankedTiebreakRule[] {
  return [...(rules ?? [])].sort((a, b) => a.rank - b.rank)
}

/** The tournament's court names by court number, in number order. */
export function courtNamesInOrder(courtNames: Tournament['courtNames']): { number: string; name: string }[] {
  return Object.entries(courtNames ?? {})
    .map(([number, name]) => ({ number, name }))
    .sort((a, b) => Number(a.number) - Number(b.number) || a.number.localeCompare(b.number))
}

/**
 * A map of the club: its coordinates when geocoded, else a search for its formatted address; null
 * when the club was never geocoded (`location` null), as the contract says.
 */
export function clubMapUrl(location: Club['location']): string | null {
  if (!location) return null
  const { lat, lng, formattedAddress } = location
  if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  }
  const address = formattedAddress?.trim()
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null
}
