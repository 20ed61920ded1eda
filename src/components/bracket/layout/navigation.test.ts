import { describe, expect, it } from 'vitest'
import { syntheticRound } from '../../../../test-support/data/synthetic-round'
import { moveRow } from './navigation'
import { layoutDraw } from './tree-layout'

describe('keyboard moves in the tree', () => {
  const layout = layoutDraw(syntheticRound({ entries: 6, playedRounds: 3 }).draws![0]!)
  const at = (column: number, row: number) => layout.columns[column]![row]!.game
  const ref = (column: number, row: number, side: 'home' | 'away') => ({ gameIdx: at(column, row).idx, side })

  it('goes down and up the rows of a round, skipping the empty side of a bye', () => {
    expect(at(0, 0).status).toBe('BYE')
    expect(moveRow(layout, ref(0, 0, 'home'), 'ArrowDown')).toEqual(ref(0, 1, 'home'))
    expect(moveRow(layout, ref(0, 1, 'home'), 'ArrowUp')).toEqual(ref(0, 0, 'home'))
    expect(moveRow(layout, ref(0, 0, 'home'), 'ArrowUp')).toBeNull()
    expect(moveRow(layout, ref(0, 1, 'home'), 'End')).toEqual(ref(0, 3, 'away'))
  })

  it('goes right to the slot the winner takes and left to the row of the team that filled it', () => {
    expect(moveRow(layout, ref(0, 1, 'away'), 'ArrowRight')).toEqual(ref(1, 0, 'away'))
    const filled = moveRow(layout, ref(1, 0, 'away'), 'ArrowLeft')
    const feeder = at(0, 1)
    expect(filled).toEqual({
      gameIdx: feeder.idx,
      side: feeder.winner?.idx === feeder.homeTeam?.idx ? 'home' : 'away',
    })
    expect(moveRow(layout, ref(2, 0, 'home'), 'ArrowRight')).toBeNull()
  })
})
