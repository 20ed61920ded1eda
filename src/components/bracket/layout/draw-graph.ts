import type { DrawRound, Game } from '../../../api/schemas'
import type { Side } from '../../../domain/score'
import { feedsFromGame, slotSource } from '../../../domain/slot'

/**
 * A draw as a tree of games: each game knows the games feeding its two slots and the game its
 * winner goes to. Links come from `sourceGameNumber` in the team details; a slot the API says
 * nothing about is fed by position (game k of a round by games 2k and 2k+1 of the one before).
 */
export interface DrawNode {
  game: Game
  /** Index of the game's draw round, left to right. */
  column: number
  feeders: Record<Side, DrawNode | null>
  next: { node: DrawNode; side: Side } | null
}

export interface DrawGraph {
  /** The draw rounds in play order; `columns[i]` holds the games of `rounds[i]`. */
  rounds: DrawRound[]
  columns: DrawNode[][]
  byNumber: Map<number, DrawNode>
}

const SIDES: readonly Side[] = ['home', 'away']

function byNumber(a: Game, b: Game): number {
  return a.number - b.number
}

/** `rounds` must already be in play order (see drawRoundsInOrder). */
export function connectDraw(rounds: readonly DrawRound[]): DrawGraph {
  const columns = rounds.map((round, column) =>
    [...(round.games ?? [])]
      .sort(byNumber)
      .map((game): DrawNode => ({ game, column, feeders: { home: null, away: null }, next: null })),
  )
  const numbered = new Map<number, DrawNode>()
  for (const node of columns.flat()) if (!numbered.has(node.game.number)) numbered.set(node.game.number, node)

  const link = (node: DrawNode, side: Side, feeder: DrawNode) => {
    node.feeders[side] = feeder
    feeder.next = { node, side }
  }

  for (let column = 1; column < columns.length; column += 1) {
    const open: { node: DrawNode; side: Side }[] = []
    for (const node of columns[column] ?? []) {
      for (const side of SIDES) {
        const details = side === 'home' ? node.game.homeTeamDetails : node.game.awayTeamDetails
        const source = feedsFromGame(details)
        const feeder = source == null ? undefined : numbered.get(source)
        if (feeder && feeder.column < column && !feeder.next) link(node, side, feeder)
        else if (source == null && slotSource(details).kind === 'unknown') open.push({ node, side })
      }
    }
    const unclaimed = (columns[column - 1] ?? []).filter((feeder) => !feeder.next)
    if (open.length === unclaimed.length) {
      open.forEach((slot, i) => link(slot.node, slot.side, unclaimed[i]!))
    }
  }
  return { rounds: [...rounds], columns, byNumber: numbered }
}
