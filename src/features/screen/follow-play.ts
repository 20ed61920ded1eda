import type { Game } from '../../api/schemas'
import { layoutGraph, type DrawLayout } from '../../components/bracket'
import { isStillToPlay } from '../../domain/score'

/**
 * Where a venue screen's bracket starts: a screen is looked at for the games being played, not
 * for a first round finished a week ago. `whole` shows every draw round, as the round page does.
 */
export type BracketStart = 'play' | 'whole'

/** Draw rounds shown once the whole draw is played: the last four, up to the winner. */
export const FINISHED_ROUNDS_SHOWN = 4

/**
 * Index of the first draw round to show, given each draw round's games left to right: the
 * earliest draw round with a game not played yet, with one played round before it (where its
 * teams came from); once every game is played, the last four draw rounds.
 */
export function firstRoundInPlay(rounds: readonly (readonly Game[])[]): number {
  const firstOpen = rounds.findIndex((games) => games.some(isStillToPlay))
  if (firstOpen === -1) return Math.max(0, rounds.length - FINISHED_ROUNDS_SHOWN)
  return Math.max(0, firstOpen - 1)
}

/** The draw from the draw round where play is (see firstRoundInPlay), laid out again from there. */
export function drawFromPlay(layout: DrawLayout): DrawLayout {
  const first = firstRoundInPlay(layout.columns.map((column) => column.map((placed) => placed.game)))
  if (first === 0) return layout
  const include = new Set(layout.graph.columns.slice(first).flat())
  return layoutGraph(layout.graph, include)
}
