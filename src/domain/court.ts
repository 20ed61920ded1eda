import type { Game, Tournament } from '../api/schemas'

/*
 * A game's court, told apart and put in the venue's order. Its own small module: the bracket's
 * game text needs it on every page that draws a game (embeds too), the rest of the order of play
 * only the schedule page and venue screens (scripts/chunk-groups.ts).
 */

export type CourtNames = Tournament['courtNames']

/** Where a game is played: `key` tells courts apart, `order` puts them in the venue's order. */
export interface GameCourt {
  /** The court number ("3"), or the court's idx when the game has a court but no number. */
  key: string
  number: number | null
  /** From `courtNames`, else the game's court; null when only the number is known ("Court 3"). */
  name: string | null
  order: number
}

export function gameCourt(
  game: Pick<Game, 'courtNumber' | 'court'>,
  courtNames: CourtNames | undefined,
): GameCourt | null {
  if (game.courtNumber != null) {
    return {
      key: String(game.courtNumber),
      number: game.courtNumber,
      name: courtNames?.[String(game.courtNumber)] ?? game.court?.name ?? null,
      order: game.courtNumber,
    }
  }
  if (!game.court) return null
  return {
    key: game.court.idx,
    number: null,
    name: game.court.name,
    order: game.court.position ?? Number.MAX_SAFE_INTEGER,
  }
}

export function byCourtOrder(a: GameCourt, b: GameCourt): number {
  return a.order - b.order || (a.name ?? '').localeCompare(b.name ?? '') || a.key.localeCompare(b.key)
}
