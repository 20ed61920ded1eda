import type { Side } from '../../../domain/score'
import type { DrawLayout, PlacedGame } from './tree-layout'

/** A team row of the drawn tree: the one keyboard focus is on. */
export interface RowRef {
  gameIdx: string
  side: Side
}

export type NavigationKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'

function isBye(placed: PlacedGame): boolean {
  return placed.game.status === 'BYE'
}

/** The row a BYE game shows: the team going through. */
function byeSide(placed: PlacedGame): Side {
  return placed.game.homeTeam || !placed.game.awayTeam ? 'home' : 'away'
}

function rowsOf(placed: PlacedGame): Side[] {
  return isBye(placed) ? [byeSide(placed)] : ['home', 'away']
}

/**
 * Where an arrow key takes focus in the tree: up and down through the rows of a draw round, right
 * to the slot the winner goes to, left to the game that filled this slot.
 */
export function moveRow(layout: DrawLayout, from: RowRef, key: NavigationKey): RowRef | null {
  const placed = layout.byIdx.get(from.gameIdx)
  if (!placed) return firstRow(layout)
  const column = layout.columns[placed.column] ?? []
  const rows = column.flatMap((each) =>
    rowsOf(each).map((side): RowRef => ({ gameIdx: each.game.idx, side })),
  )
  const at = rows.findIndex((row) => row.gameIdx === from.gameIdx && row.side === from.side)
  switch (key) {
    case 'ArrowUp':
      return rows[at - 1] ?? null
    case 'ArrowDown':
      return rows[at + 1] ?? null
    case 'Home':
      return rows[0] ?? null
    case 'End':
      return rows[rows.length - 1] ?? null
    case 'ArrowRight':
      return placed.next ? { gameIdx: placed.next.game.game.idx, side: placed.next.side } : null
    case 'ArrowLeft': {
      const feeder = placed.feeders[from.side]
      if (!feeder) return null
      const winner = feeder.game.winner?.idx
      const side = isBye(feeder)
        ? byeSide(feeder)
        : feeder.game.awayTeam?.idx === winner && winner
          ? 'away'
          : 'home'
      return { gameIdx: feeder.game.idx, side }
    }
  }
}

export function firstRow(layout: DrawLayout): RowRef | null {
  const first = layout.columns[0]?.[0]
  return first ? { gameIdx: first.game.idx, side: rowsOf(first)[0]! } : null
}
