import { describe, expect, it } from 'vitest'
import { nothingOnPages } from './nothing-on-pages'

/** A 1920x1080 screen's view body, in em (about 72 by 36). */
const TV = { widthEm: 72, heightEm: 36 }
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

describe('the page of a courts or live view when nothing is on', () => {
  it('puts six courts’ next games in one page of cards beside the latest results that fit', () => {
    const pages = nothingOnPages(numbers(6), numbers(20), TV)
    expect(pages).toHaveLength(1)
    expect(pages[0]!.next).toEqual([1, 2, 3, 4, 5, 6])
    expect(pages[0]!.grid).toEqual({ columns: 2, rows: 3 })
    expect(pages[0]!.nextShare).toBe(0.6)
    // 33.8 em of height hold six result tiles of 4.6 em and their gaps, in one column.
    expect(pages[0]!.results).toEqual([1, 2, 3, 4, 5, 6])
    expect(pages[0]!.resultColumns).toBe(1)
  })

  it('cuts many courts into balanced pages, the latest results on each', () => {
    const pages = nothingOnPages(numbers(12), numbers(3), TV)
    expect(pages.map((page) => page.next.length)).toEqual([6, 6])
    expect(pages.every((page) => page.results.length === 3)).toBe(true)
  })

  it('gives the whole width to the results when no game is still to come, and to the next games without results', () => {
    const over = nothingOnPages([], numbers(30), TV)
    expect(over).toHaveLength(1)
    expect(over[0]!.nextShare).toBe(0)
    expect(over[0]!.resultColumns).toBe(3)
    expect(over[0]!.results).toHaveLength(18)
    const first = nothingOnPages(numbers(2), [], TV)
    expect(first[0]!.nextShare).toBe(1)
    // Two cards side by side, as tall as the screen allows.
    expect(first[0]!.grid).toEqual({ columns: 2, rows: 1 })
  })
})
