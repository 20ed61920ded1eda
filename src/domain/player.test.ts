import { describe, expect, it } from 'vitest'
import { playerInitials, playerName } from './player'

describe('a player’s name', () => {
  it('is the first and last names, whichever the API gave, without stray spaces', () => {
    expect(playerName({ firstName: 'Rafael', lastName: 'Nadal' })).toBe('Rafael Nadal')
    expect(playerName({ firstName: ' Carlos ', lastName: null })).toBe('Carlos')
    expect(playerName({ firstName: undefined, lastName: 'Alcaraz' })).toBe('Alcaraz')
    expect(playerName({ firstName: null, lastName: '  ' })).toBe('')
  })

  it('gives its initials, in capitals, for a player without a picture', () => {
    expect(playerInitials({ firstName: 'rafael', lastName: 'Nadal' })).toBe('RN')
    expect(playerInitials({ firstName: 'Iga', lastName: null })).toBe('I')
    expect(playerInitials({ firstName: ' Émile', lastName: 'Ruud' })).toBe('ÉR')
  })
})
