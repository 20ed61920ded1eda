import { describe, expect, it } from 'vitest'
import type { Placement } from './final-placements'
import { allDecided, divisionPodium, placeOfTeam } from './podium'

const men = { idx: 'men', name: 'Men open' }
const women = { idx: 'women', name: 'Women open' }
const team = (name: string) => ({ idx: name.toLowerCase(), name })
const placements: Placement[] = [
  { division: men, place: 1, teams: [team('Ana')] },
  { division: men, place: 2, teams: [team('Bea')] },
  { division: men, place: 3, teams: [team('Cris'), team('Dani')] },
  { division: women, place: 5, teams: [team('Eva')] },
]

describe('podiums as pages show them', () => {
  it('takes one division’s places, down to the place asked for', () => {
    expect(divisionPodium(placements, 'men').map((each) => each.place)).toEqual([1, 2, 3])
    expect(divisionPodium(placements, 'men', 2).map((each) => each.place)).toEqual([1, 2])
    expect(divisionPodium(placements, 'mixed')).toEqual([])
  })

  it('finds the place a team finished in, shared places included', () => {
    expect(placeOfTeam(placements, 'ana')).toBe(1)
    expect(placeOfTeam(placements, 'dani')).toBe(3)
    expect(placeOfTeam(placements, 'hugo')).toBeNull()
  })

  it('calls a tournament decided when each of its divisions has a champion', () => {
    expect(allDecided(placements, ['men'])).toBe(true)
    // Women's fifth place is known but no champion: not decided.
    expect(allDecided(placements, ['men', 'women'])).toBe(false)
    expect(allDecided(placements, [])).toBe(false)
  })
})
