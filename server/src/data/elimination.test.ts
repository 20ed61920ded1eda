import { describe, expect, it } from 'vitest'
import { demoDataset } from '../../../test-support/demo-api/datasets.ts'
import { bracketSizeFor, drawRoundLabel, seededSlots, seedingLines, type DrawSlot } from './elimination.ts'
import { entryDetails } from './game-factory.ts'
import { loserOf } from './score.ts'

describe('Single-elimination draws', () => {
  it('place seeds so the best meet last', () => {
    expect(seedingLines(2)).toEqual([1, 2])
    expect(seedingLines(4)).toEqual([1, 4, 3, 2])
    expect(seedingLines(8)).toEqual([1, 8, 5, 4, 3, 6, 7, 2])
    expect([...seedingLines(128)].sort((a, b) => a - b)).toEqual(Array.from({ length: 128 }, (_, i) => i + 1))
  })

  it('give the byes to the best seeds', () => {
    const entries: DrawSlot[] = Array.from({ length: 5 }, (_, i) => ({
      kind: 'team',
      teamIdx: `t${i + 1}`,
      details: entryDetails(`Team ${i + 1}`, i + 1),
    }))
    expect(bracketSizeFor(5)).toBe(8)
    const slots = seededSlots(entries).map((slot) => (slot.kind === 'team' ? slot.teamIdx : slot.kind))
    expect(slots).toEqual(['t1', 'bye', 't5', 't4', 't3', 'bye', 'bye', 't2'])
  })

  it('name draw rounds by their games', () => {
    expect([64, 8, 4, 2, 1].map(drawRoundLabel)).toEqual([
      'Round of 128',
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ])
  })

  it('move every decided game’s winner (or loser) into the slot that waits for it, across the dataset', () => {
    let checked = 0
    for (const tournament of demoDataset().tournaments) {
      for (const round of tournament.rounds) {
        const byNumber = new Map(round.games.map((game) => [game.number, game]))
        for (const game of round.games) {
          for (const [details, team] of [
            [game.homeTeamDetails, game.homeTeamIdx],
            [game.awayTeamDetails, game.awayTeamIdx],
          ] as const) {
            const source =
              details.sourceGameNumber === null ? undefined : byNumber.get(details.sourceGameNumber)
            if (!source || source.winnerIdx === null) continue
            expect(team).toBe(details.sourceResult === 'LOSER' ? loserOf(source) : source.winnerIdx)
            checked++
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500)
  })
})
