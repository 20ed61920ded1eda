import { describe, expect, it } from 'vitest'
import { foldForSearch, matchesWords, searchWords } from './search-text'

describe('searching names', () => {
  it('folds case, accents and letters with a mark inside', () => {
    expect(foldForSearch('  JOSÉ   Muñoz ')).toBe('jose munoz')
    expect(foldForSearch('Gdańsk Ødegaard Łódź Straße')).toBe('gdansk odegaard lodz strasse')
  })

  it('needs every word of the query somewhere, in any order, whatever the accents', () => {
    expect(matchesWords('Gdańsk Lantern Cup', searchWords('lantern GDANSK'))).toBe(true)
    expect(matchesWords('Gdańsk Lantern Cup', searchWords('lant cup'))).toBe(true)
    expect(matchesWords('Gdańsk Padel Cup 2024', searchWords('gdansk lantern'))).toBe(false)
  })

  it('treats a query of blanks as no query: everything matches', () => {
    expect(searchWords('   ')).toEqual([])
    expect(matchesWords('Anything', searchWords(' '))).toBe(true)
  })
})
