import { describe, expect, it } from 'vitest'
import { drawRoundDivision, roundMayChange, tournamentHoldsRound } from './round-context'

describe('the round page’s tournament', () => {
  const tournament = { divisions: [{ idx: 'men' }, { idx: 'women' }] }

  it('is the round’s when it holds the round’s division', () => {
    expect(tournamentHoldsRound(tournament, { division: { idx: 'men', name: 'Men' } })).toBe(true)
    expect(tournamentHoldsRound(tournament, { division: { idx: 'elsewhere', name: 'Men' } })).toBe(false)
  })

  it('cannot be checked for a round without a division, and is trusted', () => {
    expect(tournamentHoldsRound(tournament, { division: null })).toBe(true)
  })
})

describe('the division whose seeds a round page asks for beside the round', () => {
  const outline = {
    divisions: [
      {
        idx: 'men',
        rounds: [
          { idx: 'groups', type: 'ROUND_ROBIN_ROUND' as const },
          { idx: 'final-stage', type: 'SINGLE_ELIMINATION_ROUND' as const },
        ],
      },
      { idx: 'women', rounds: [{ idx: 'qualifying', type: 'QUALIFIERS_ROUND' as const }] },
    ],
  }

  it('is the division of an elimination or qualifying round', () => {
    expect(drawRoundDivision(outline, 'final-stage')).toBe('men')
    expect(drawRoundDivision(outline, 'qualifying')).toBe('women')
  })

  it('is none for a round of pools, or a round the outline does not list', () => {
    expect(drawRoundDivision(outline, 'groups')).toBeNull()
    expect(drawRoundDivision(outline, 'elsewhere')).toBeNull()
  })
})

describe('polling a round', () => {
  const finished = {
    status: 'FINISHED',
    liveStartedAt: null,
    isRetirement: false,
    winner: { idx: 'a', name: 'A' },
  }
  const upcoming = { status: 'UPCOMING', liveStartedAt: null, isRetirement: false, winner: null }
  const live = { ...upcoming, liveStartedAt: '2025-06-14T10:00:00.000Z' }

  it('happens while a game is live or to be played in a tournament in progress', () => {
    expect(roundMayChange([finished, live], 'IN_PROGRESS')).toBe(true)
    expect(roundMayChange([finished, upcoming], 'IN_PROGRESS')).toBe(true)
    expect(roundMayChange([finished, upcoming], null)).toBe(true)
  })

  it('stops when every game is decided or the tournament is not in progress', () => {
    expect(roundMayChange([finished], 'IN_PROGRESS')).toBe(false)
    expect(roundMayChange([upcoming], 'UPCOMING')).toBe(false)
    expect(roundMayChange([live], 'COMPLETED')).toBe(false)
    expect(roundMayChange([], null)).toBe(false)
  })
})
