import { describe, expect, it } from 'vitest'
import { searchWords } from '../../domain/search-text'
import {
  pagesToRead,
  pickerView,
  SEARCH_PAGES,
  type PickerTournament,
  type ReadPage,
} from './tournament-walk'

const tournament = (n: number, name = `Tournament ${n}`): PickerTournament => ({
  idx: `t${n}`,
  name,
  status: 'COMPLETED',
  startDate: '2024-01-01T09:00:00.000Z',
  endDate: '2024-01-01T17:00:00.000Z',
  timezone: 'Europe/London',
})

/** The API's pages of 100 of a list of `total`, numbered 1 … total; `named` renames some. */
function readPages(total: number, indexes: number[], named: Record<number, string> = {}) {
  const pages = new Map<number, ReadPage>()
  for (const index of indexes) {
    const numbers = Array.from({ length: 100 }, (_, i) => index * 100 + i + 1).filter((n) => n <= total)
    pages.set(index, { data: numbers.map((n) => tournament(n, named[n])), meta: { total } })
  }
  return pages
}

describe('which pages of 100 the picker reads', () => {
  const none = () => false
  const all = () => true

  it('reads the first page alone until it knows the total', () => {
    expect(
      pagesToRead(undefined, none, { searching: true, shownPage: 9, searchPages: SEARCH_PAGES }),
    ).toEqual([0])
  })

  it('browsing, reads only the page that holds the page shown', () => {
    expect(pagesToRead(250, all, { searching: false, shownPage: 1, searchPages: SEARCH_PAGES })).toEqual([0])
    expect(pagesToRead(250, all, { searching: false, shownPage: 10, searchPages: SEARCH_PAGES })).toEqual([0])
    expect(pagesToRead(250, all, { searching: false, shownPage: 11, searchPages: SEARCH_PAGES })).toEqual([
      0, 1,
    ])
    expect(pagesToRead(250, none, { searching: false, shownPage: 25, searchPages: SEARCH_PAGES })).toEqual([
      0, 2,
    ])
    // A page past the end reads the last page, which is the one shown.
    expect(pagesToRead(250, none, { searching: false, shownPage: 99, searchPages: SEARCH_PAGES })).toEqual([
      0, 2,
    ])
  })

  it('searching, walks the list one page after another, and stops at its end', () => {
    expect(
      pagesToRead(250, (page) => page < 0, { searching: true, shownPage: 1, searchPages: SEARCH_PAGES }),
    ).toEqual([0])
    expect(
      pagesToRead(250, (page) => page < 1, { searching: true, shownPage: 1, searchPages: SEARCH_PAGES }),
    ).toEqual([0, 1])
    expect(pagesToRead(250, all, { searching: true, shownPage: 1, searchPages: SEARCH_PAGES })).toEqual([
      0, 1, 2,
    ])
    expect(pagesToRead(80, all, { searching: true, shownPage: 1, searchPages: SEARCH_PAGES })).toEqual([0])
  })
})

describe('a search of an organization of 10,000 tournaments', () => {
  const total = 10_000
  const all = () => true

  it('reads ten pages of 100 at most, then as many more when asked, never past the end', () => {
    const first = pagesToRead(total, all, { searching: true, shownPage: 1, searchPages: SEARCH_PAGES })
    expect(SEARCH_PAGES).toBe(10)
    expect(first).toEqual(Array.from({ length: 10 }, (_, i) => i))
    expect(pagesToRead(total, all, { searching: true, shownPage: 1, searchPages: 20 })).toHaveLength(20)
    expect(pagesToRead(1_050, all, { searching: true, shownPage: 1, searchPages: 20 })).toHaveLength(11)
  })

  it('says it stopped early, with what it found among what it read', () => {
    const tenPages = Array.from({ length: 10 }, (_, i) => i)
    const view = pickerView(
      readPages(total, tenPages, { 10_000: 'Gdańsk Lantern Cup' }),
      searchWords('cup'),
      1,
    )
    expect(view).toMatchObject({ kind: 'search', read: 1000, done: true, stopped: true, matches: 0 })
    const further = pickerView(readPages(total, tenPages), searchWords('tournament'), 1, 20)
    expect(further).toMatchObject({ read: 1000, done: false, stopped: false })
    const whole = pickerView(readPages(250, [0, 1, 2]), searchWords('tournament'), 1)
    expect(whole).toMatchObject({ read: 250, done: true, stopped: false })
  })
})

describe('what the picker shows', () => {
  it('waits for the first page', () => {
    expect(pickerView(new Map(), [], 1)).toEqual({ kind: 'loading' })
  })

  it('pages through the list ten at a time, from the page of 100 that holds them', () => {
    const view = pickerView(readPages(250, [0, 2]), [], 25)
    expect(view).toMatchObject({ kind: 'browse', total: 250, shownPage: 25, shownPages: 25 })
    expect(view.kind === 'browse' ? view.rows?.map((row) => row.idx) : null).toEqual(
      Array.from({ length: 10 }, (_, i) => `t${241 + i}`),
    )
    const waiting = pickerView(readPages(250, [0]), [], 12)
    expect(waiting).toMatchObject({ kind: 'browse', shownPage: 12, rows: undefined })
    expect(pickerView(readPages(250, [0, 2]), [], 400)).toMatchObject({ shownPage: 25 })
  })

  it('searches the pages read so far, whatever the accents, and says how far it got', () => {
    const named = { 7: 'Gdańsk Padel Cup', 250: 'Gdańsk Lantern Cup' }
    const partial = pickerView(readPages(250, [0, 1], named), searchWords('GDANSK'), 1)
    expect(partial).toMatchObject({ kind: 'search', read: 200, done: false, matches: 1 })
    const whole = pickerView(readPages(250, [0, 1, 2], named), searchWords('gdansk'), 1)
    expect(whole).toMatchObject({ kind: 'search', read: 250, done: true, matches: 2, shownPages: 1 })
    expect(whole.kind === 'search' ? whole.rows.map((row) => row.name) : null).toEqual([
      'Gdańsk Padel Cup',
      'Gdańsk Lantern Cup',
    ])
    const one = pickerView(readPages(250, [0, 1, 2], named), searchWords('lantern gdansk'), 1)
    expect(one.kind === 'search' ? one.rows.map((row) => row.idx) : null).toEqual(['t250'])
  })

  it('does not read past a page that is missing, and lists a tournament once', () => {
    const pages = readPages(250, [0, 2])
    expect(pickerView(pages, searchWords('tournament'), 1)).toMatchObject({ read: 100, matches: 100 })
    // The list changed while it was read: the last of page 1 is the first of page 2 now.
    const shifted = readPages(250, [0, 1])
    const second = shifted.get(1)!
    shifted.set(1, { ...second, data: [shifted.get(0)!.data[99]!, ...second.data.slice(0, 99)] })
    expect(pickerView(shifted, searchWords('tournament'), 1)).toMatchObject({ matches: 199 })
  })

  it('pages through the matches', () => {
    const view = pickerView(readPages(250, [0, 1, 2]), searchWords('tournament 1'), 2)
    // Every name with a 1 in it: 1, 10 … 19, 21 …; the second page starts at the eleventh.
    expect(view).toMatchObject({ kind: 'search', shownPage: 2 })
    expect(view.kind === 'search' ? view.rows[0]?.name : null).toBe('Tournament 19')
  })
})
