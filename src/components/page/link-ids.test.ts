import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { isV4Uuid, linkIdParams } from './link-ids'
import { notFoundReason } from './page-error'

/** What `params.parse` threw, or null. */
function thrownBy(parse: () => unknown): unknown {
  try {
    parse()
    return null
  } catch (error) {
    return error
  }
}

describe('ids from links', () => {
  const roundParams = linkIdParams('tournamentIdx', 'roundIdx')

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
  ])('refuses an id %s, as a not-found that says the link is malformed', (_, value) => {
    expect(isV4Uuid(value)).toBe(false)
    const thrown = thrownBy(() =>
      roundParams.parse({ tournamentIdx: LANDMARKS.livePadel.tournamentIdx, roundIdx: value }),
    )
    expect(isNotFound(thrown)).toBe(true)
    expect(notFoundReason((thrown as { data?: unknown }).data)).toEqual({ kind: 'invalid-id' })
  })

  it('gives the ids back as they are when every one is well formed', () => {
    const ids = { tournamentIdx: LANDMARKS.rolandGarros.tournamentIdx, roundIdx: LANDMARKS.nonexistentIdx }
    expect(roundParams.parse(ids)).toEqual(ids)
  })
})
