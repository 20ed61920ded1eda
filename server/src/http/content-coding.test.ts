import { describe, expect, it } from 'vitest'
import { negotiateCoding } from './content-coding.ts'

describe('negotiateCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'br'],
    ['gzip;q=0.3, *;q=0.2', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=nonsense', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('%j takes %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding)
  })

  it('takes nothing without the header', () => {
    expect(negotiateCoding(undefined)).toBeNull()
  })
})
