import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { InvalidLinkIdError, isV4Uuid, linkIdx } from './link-ids'
import { pageErrorReason } from './page-error'

describe('ids from links', () => {
  it('accepts v4 UUIDs in any letter case', () => {
    expect(isV4Uuid(LANDMARKS.rolandGarros.roundIdx)).toBe(true)
    expect(isV4Uuid(LANDMARKS.livePadel.tournamentIdx.toUpperCase())).toBe(true)
    expect(isV4Uuid(LANDMARKS.nonexistentIdx)).toBe(true)
  })

  it.each([
    ['cut short', '9ad31000-0000-4000-8000-00000000b0'],
    ['of another UUID version', '9ad31000-0000-1000-8000-00000000b001'],
    ['of a wrong variant', '9ad31000-0000-4000-c000-00000000b001'],
    ['walking up the path', '..'],
    ['empty', ''],
    ['with a query', '9ad31000-0000-4000-8000-00000000b001?x=1'],
  ])('refuses an id %s', (_, value) => {
    expect(isV4Uuid(value)).toBe(false)
    expect(() => linkIdx(value, 'round')).toThrow(InvalidLinkIdError)
  })

  it('names the parameter, and reads as a malformed link', () => {
    expect(linkIdx(LANDMARKS.nonexistentIdx, 'round')).toBe(LANDMARKS.nonexistentIdx)
    let thrown: unknown
    try {
      linkIdx('nope', 'round')
    } catch (error) {
      thrown = error
    }
    expect(String(thrown)).toMatch(/round/)
    expect(pageErrorReason(thrown)).toEqual({ kind: 'invalid-id' })
  })
})
