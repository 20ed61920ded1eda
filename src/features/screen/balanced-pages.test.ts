import { describe, expect, it } from 'vitest'
import { balancedPages } from './balanced-pages'

const sizes = (pages: unknown[][]) => pages.map((page) => page.length)

describe('balanced pages', () => {
  it('keeps everything on one page when it fits', () => {
    expect(balancedPages([1, 2, 3], 4)).toEqual([[1, 2, 3]])
  })

  it('spreads what does not fit evenly, in order, on as few pages as hold it', () => {
    expect(balancedPages([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ])
    expect(
      sizes(
        balancedPages(
          Array.from({ length: 7 }, (_, i) => i),
          6,
        ),
      ),
    ).toEqual([4, 3])
    expect(
      sizes(
        balancedPages(
          Array.from({ length: 9 }, (_, i) => i),
          4,
        ),
      ),
    ).toEqual([3, 3, 3])
  })

  it('makes no page of nothing, and at least one item a page', () => {
    expect(balancedPages([], 4)).toEqual([])
    expect(balancedPages(['a', 'b'], 0)).toEqual([['a'], ['b']])
  })
})
