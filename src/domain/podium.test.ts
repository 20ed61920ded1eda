import { describe, expect, it } from 'vitest'
import type { Placement } from './final-placements'
import { allDecided, divisionPodium, placementOfTeam, podiumRounds } from './podium'

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
    expect(placementOfTeam(placements, 'ana')?.place).toBe(1)
    expect(placementOfTeam(placements, 'dani')?.place).toBe(3)
    expect(placementOfTeam(placements, 'hugo')).toBeNull()
  })

  it('calls a tournament decided when each of its divisions has a champion', () => {
    expect(allDecided(placements, ['men'])).toBe(true)
    // Women's fifth place is known but no champion: not decided.
    expect(allDecided(placements, ['men', 'women'])).toBe(false)
    expect(allDecided(placements, [])).toBe(false)
  })
})

describe('the rounds podiums are read from', () => {
  const round = (idx: string, number: number, type: string, isVisible = true) => ({
    idx,
    number,
    type,
    isVisible,
  })
  const divisions = [
    {
      idx: 'men',
      isVisible: true,
      rounds: [round('final', 2, 'SINGLE_ELIMINATION_ROUND'), round('pools', 1, 'ROUND_ROBIN_ROUND')],
    },
    { idx: 'mixed', isVisible: true, rounds: [round('robin', 1, 'ROUND_ROBIN_ROUND')] },
    { idx: 'qual', isVisible: true, rounds: [round('qualifying', 1, 'QUALIFIERS_ROUND')] },
    { idx: 'staff', isVisible: false, rounds: [round('exhibition', 1, 'ROUND_ROBIN_ROUND')] },
    {
      idx: 'late',
      isVisible: true,
      rounds: [round('open', 1, 'ROUND_ROBIN_ROUND'), round('secret', 2, 'SINGLE_ELIMINATION_ROUND', false)],
    },
    { idx: 'none', isVisible: true, rounds: [] },
  ]
  const idxs = (publicOnly: boolean) =>
    podiumRounds(divisions, { publicOnly }).map((each) => `${each.division.idx}:${each.round.idx}`)

  it('reads each division’s last round, when a bracket or a round robin decides it', () => {
    expect(idxs(false)).toEqual(['men:final', 'mixed:robin', 'staff:exhibition', 'late:secret'])
  })

  it('reads nothing hidden for a public surface, not even the round before a hidden last one', () => {
    expect(idxs(true)).toEqual(['men:final', 'mixed:robin'])
  })
})
