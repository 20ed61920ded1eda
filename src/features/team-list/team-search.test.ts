import { describe, expect, it } from 'vitest'
import { foldForSearch } from '../../domain/search-text'
import { searchTeams, teamMatches } from './team-search'

const team = (name: string, ...players: [string, string][]) => ({
  name,
  players: players.map(([firstName, lastName], index) => ({ idx: String(index), firstName, lastName })),
})

describe('searching teams', () => {
  const teams = [
    team('Muñoz / Ortega', ['José', 'Muñoz'], ['Ana', 'Ortega']),
    team('Leeds Smashers', ['Wim', 'Bianchi'], ['Rosa', 'Smith']),
    team('Çelik / Ødegaard', ['Zeynep', 'Çelik'], ['Øyvind', 'Ødegaard']),
  ]

  it('folds case and accents', () => {
    expect(foldForSearch('  JOSÉ   Muñoz ')).toBe('jose munoz')
  })

  it('finds a team by its name or a player name, whatever the accents and case', () => {
    expect(searchTeams(teams, 'munoz').map((t) => t.name)).toEqual(['Muñoz / Ortega'])
    expect(searchTeams(teams, 'JOSE').map((t) => t.name)).toEqual(['Muñoz / Ortega'])
    expect(searchTeams(teams, 'smash').map((t) => t.name)).toEqual(['Leeds Smashers'])
    expect(searchTeams(teams, 'rosa smith').map((t) => t.name)).toEqual(['Leeds Smashers'])
    expect(searchTeams(teams, 'celik').map((t) => t.name)).toEqual(['Çelik / Ødegaard'])
    expect(searchTeams(teams, 'oyvind odegaard').map((t) => t.name)).toEqual(['Çelik / Ødegaard'])
  })

  it('needs every word somewhere, and an empty query keeps all', () => {
    expect(teamMatches(teams[0]!, 'ana bianchi')).toBe(false)
    expect(searchTeams(teams, '   ')).toHaveLength(3)
  })

  it('copes with players without names', () => {
    expect(
      teamMatches({ name: 'X', players: [{ idx: '1', firstName: null, lastName: undefined }] }, 'x'),
    ).toBe(true)
  })
})
