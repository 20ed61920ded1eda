import { describe, expect, it } from 'vitest'
import { pageCount, pageWindow, tournamentsSearchSchema } from './search'

describe('the tournament list address', () => {
  it('reads the filters, page size and page', () => {
    expect(
      tournamentsSearchSchema.schema.parse({ status: 'IN_PROGRESS', sport: 'PADEL', size: 50, page: 3 }),
    ).toEqual({
      status: 'IN_PROGRESS',
      sport: 'PADEL',
      size: 50,
      page: 3,
    })
    expect(tournamentsSearchSchema.schema.parse({ size: '10', page: '2' })).toEqual({ size: 10, page: 2 })
  })

  it('drops a hand-edited bad value instead of sending it to the API', () => {
    expect(
      tournamentsSearchSchema.schema.parse({ status: 'in_progress', sport: 'CHESS', size: 500, page: 0 }),
    ).toEqual({})
    expect(tournamentsSearchSchema.schema.parse({ size: 'ten', page: 1.5 })).toEqual({})
    expect(tournamentsSearchSchema.schema.parse({ size: 0, page: -2 })).toEqual({})
  })

  it('turns a page into the API window, 25 a page by default', () => {
    expect(pageWindow({})).toEqual({ limit: 25, offset: 0 })
    expect(pageWindow({ page: 3 })).toEqual({ limit: 25, offset: 50 })
    expect(pageWindow({ size: 10, page: 2 })).toEqual({ limit: 10, offset: 10 })
  })

  it('counts pages, one at least', () => {
    expect(pageCount(122, 25)).toBe(5)
    expect(pageCount(125, 25)).toBe(5)
    expect(pageCount(0, 25)).toBe(1)
  })
})
