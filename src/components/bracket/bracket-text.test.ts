import { describe, expect, it } from 'vitest'
import type { Game, TeamDetails } from '../../api/schemas'
import { gameText } from './bracket-text'
import { courtText, slotText } from './game-text'
import { bracketMessages } from './messages'

const details = (over: Partial<TeamDetails>): TeamDetails => ({
  label: null,
  teamNumber: null,
  poolNumber: null,
  poolRank: null,
  sourceGameNumber: null,
  sourceResult: null,
  ...over,
})

const text = gameText(
  {
    games: [
      { number: 12, displayNumber: 7 },
      { number: 13, displayNumber: null },
    ],
    pools: [{ number: 2, name: 'Pool Verde' }],
    timeZone: 'Europe/Madrid',
    courtNames: { '1': 'Pista Central' },
  },
  bracketMessages.en,
  'en-GB',
)

describe('a round’s games in the bracket’s words', () => {
  it('names a team, or where it comes from, by the number the game shows', () => {
    expect(slotText({ idx: 't', name: 'Muñoz / Ortega' }, null, text)).toBe('Muñoz / Ortega')
    expect(slotText(null, details({ sourceResult: 'WINNER', sourceGameNumber: 12 }), text)).toBe(
      'Winner of game 7',
    )
    expect(slotText(null, details({ sourceResult: 'LOSER', sourceGameNumber: 13 }), text)).toBe(
      'Loser of game 13',
    )
    expect(slotText(null, details({ sourceResult: 'POOL_RANK', poolNumber: 2, poolRank: 1 }), text)).toBe(
      '1st of Pool Verde',
    )
    expect(slotText(null, details({ sourceResult: 'POOL_RANK', poolNumber: 1, poolRank: 2 }), text)).toBe(
      '2nd of pool A',
    )
    expect(slotText(null, details({ sourceResult: 'BYE' }), text)).toBe('Bye')
    expect(slotText(null, null, text)).toBe('To be decided')
  })

  it('names a court from the tournament first, then the court relation, else by number', () => {
    const court = { idx: 'c', name: 'Court relation', position: 1 }
    const at = (courtNumber: number | null, relation: typeof court | null) =>
      courtText({ courtNumber, court: relation } as Game, text)
    expect(at(1, court)).toBe('Pista Central')
    expect(at(2, court)).toBe('Court relation')
    expect(at(3, null)).toBe('Court 3')
    expect(at(null, court)).toBe('Court relation')
    expect(at(null, null)).toBeNull()
  })

  it('writes times in the reader’s format, in the tournament’s zone', () => {
    expect(text.timeZone).toBe('Europe/Madrid')
    expect(text.formatTime('2026-06-14T07:00:00Z')).toBe('Sun 14 Jun, 09:00')
  })
})
