import { describe, expect, it } from 'vitest'
import {
  clubMapUrl,
  courtNamesInOrder,
  courtsInOrder,
  divisionCapacity,
  divisionPrice,
  playersPerTeam,
  sponsorsInOrder,
  tiebreakRulesInOrder,
} from './facts'

describe('reading a tournament as the contract says', () => {
  it('falls back on the tournament price when a division has none', () => {
    expect(divisionPrice({ price: null }, { inscriptionCost: 40 })).toEqual({
      amount: 40,
      fromTournament: true,
    })
    expect(divisionPrice({ price: 0 }, { inscriptionCost: 40 })).toEqual({ amount: 0, fromTournament: false })
    expect(divisionPrice({ price: null }, { inscriptionCost: null })).toEqual({
      amount: null,
      fromTournament: true,
    })
  })

  it('gives players per team for team formats only, reading null limits as 2', () => {
    const teamLeague = { type: 'TEAM_LEAGUE' }
    expect(playersPerTeam({ minParticipants: null, maxParticipants: null }, teamLeague)).toEqual({
      min: 2,
      max: 2,
    })
    expect(playersPerTeam({ minParticipants: 4, maxParticipants: 6 }, teamLeague)).toEqual({ min: 4, max: 6 })
    // Singles and doubles say who plays; "2 players per team" would be wrong for singles.
    for (const type of ['TOURNAMENT', 'LEAGUE', 'INDIVIDUAL_LEAGUE']) {
      expect(playersPerTeam({ minParticipants: null, maxParticipants: null }, { type })).toBeNull()
      expect(playersPerTeam({ minParticipants: 4, maxParticipants: 6 }, { type })).toBeNull()
    }
  })

  it('reads a null capacity as unlimited', () => {
    expect(divisionCapacity({ maxRegistrations: null })).toBeNull()
    expect(divisionCapacity({ maxRegistrations: 16 })).toBe(16)
  })

  it('knows no price, limits or capacity the answer left out, rather than reading them as null', () => {
    expect(divisionPrice({}, { inscriptionCost: 40 })).toBeNull()
    expect(divisionPrice({ price: null }, {})).toBeNull()
    expect(divisionPrice({ price: 25 }, {})).toEqual({ amount: 25, fromTournament: false })
    expect(playersPerTeam({ maxParticipants: 6 }, { type: 'TEAM_LEAGUE' })).toBeNull()
    expect(divisionCapacity({})).toBeUndefined()
  })

  it('orders courts by position, sponsors by position, rules by rank', () => {
    expect(
      courtsInOrder([
        { idx: 'a', name: 'Outside', position: null },
        { idx: 'b', name: 'Court 2', position: 2 },
        { idx: 'c', name: 'Centre', position: 1 },
      ]).map((court) => court.name),
    ).toEqual(['Centre', 'Court 2', 'Outside'])
    expect(
      sponsorsInOrder([
        { idx: 'a', name: 'B', position: 2 },
        { idx: 'b', name: 'A', position: 1 },
      ]).map((sponsor) => sponsor.name),
    ).toEqual(['A', 'B'])
    expect(
      tiebreakRulesInOrder([
        { idx: 'a', rank: 2, rule: { idx: 'x', name: 'Sets difference' } },
        { idx: 'b', rank: 1, rule: { idx: 'y', name: 'Head-to-head' } },
      ]).map((rule) => rule.rule.name),
    ).toEqual(['Head-to-head', 'Sets difference'])
  })

  it('lists court names by court number, numerically', () => {
    expect(courtNamesInOrder({ '10': 'Ten', '2': 'Two', '1': 'One' })).toEqual([
      { number: '1', name: 'One' },
      { number: '2', name: 'Two' },
      { number: '10', name: 'Ten' },
    ])
    expect(courtNamesInOrder(null)).toEqual([])
  })

  it('links a map from the club location only when there is one', () => {
    expect(clubMapUrl(null)).toBeNull()
    expect(clubMapUrl({ lat: 41.38, lng: 2.19 })).toBe(
      'https://www.openstreetmap.org/?mlat=41.38&mlon=2.19#map=17/41.38/2.19',
    )
    expect(clubMapUrl({ formattedAddress: 'Carrer de la Marina, 12, Barcelona' })).toBe(
      'https://www.openstreetmap.org/search?query=Carrer%20de%20la%20Marina%2C%2012%2C%20Barcelona',
    )
    expect(clubMapUrl({ city: 'Barcelona' })).toBeNull()
  })
})
