import type { DrawLayout, PlacedGame } from './tree-layout'

/** The games a team plays in a draw, first round first: its way through the draw so far. */
export function teamPath(layout: DrawLayout, teamIdx: string): PlacedGame[] {
  return layout.columns
    .flat()
    .filter((placed) => placed.game.homeTeam?.idx === teamIdx || placed.game.awayTeam?.idx === teamIdx)
    .sort((a, b) => a.column - b.column)
}

/** The side a team plays on in a game, if it plays there. */
export function sideOf(placed: PlacedGame, teamIdx: string): 'home' | 'away' | null {
  if (placed.game.homeTeam?.idx === teamIdx) return 'home'
  if (placed.game.awayTeam?.idx === teamIdx) return 'away'
  return null
}
