import { describe, expect, it } from 'vitest'
import { bracketMessages } from '../bracket'
import { drawStages } from './stages'

const game = (idx: string) => ({ idx, number: 1, status: 'UPCOMING' })

describe('the stage of a draw game', () => {
  it('is its draw round’s label, with the draw’s name outside the main draw', () => {
    const stages = drawStages(
      [
        {
          idx: 'main',
          placement: 1,
          rounds: [
            { idx: 'sf', label: 'Semi-finals', order: 0, games: [game('g1'), game('g2')] },
            { idx: 'f', label: 'Final', order: 1, games: [game('g3')] },
          ],
        },
        {
          idx: 'third',
          placement: 3,
          rounds: [{ idx: 'p3', label: 'Final', order: 0, games: [game('g4')] }],
        },
      ],
      bracketMessages.en,
    )
    expect(Object.fromEntries(stages)).toEqual({
      g1: 'Semi-finals',
      g2: 'Semi-finals',
      g3: 'Final',
      g4: '3rd place play-off · Final',
    })
  })

  it('is nothing for a round without draws', () => {
    expect(drawStages(undefined, bracketMessages.en).size).toBe(0)
  })
})
