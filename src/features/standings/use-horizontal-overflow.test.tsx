import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHorizontalOverflow } from './use-horizontal-overflow'

/** A scroll box 300 px wide holding a table 1,000 px wide. */
function wideBox() {
  const box = document.createElement('div')
  Object.defineProperty(box, 'clientWidth', { value: 300 })
  Object.defineProperty(box, 'scrollWidth', { value: 1_000 })
  return box
}

describe('useHorizontalOverflow', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('knows at once that a table runs off to the right, without waiting for a resize report', () => {
    // A ResizeObserver that never reports: the cue must not depend on it to show in the first frame
    // (coming a frame late, it would push down what follows the table).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    const { result } = renderHook(() => useHorizontalOverflow({ current: wideBox() }))
    expect(result.current).toEqual({ left: false, right: true })
  })

  it('follows the scroll: more on the left once scrolled, none on the right at the end', () => {
    const box = wideBox()
    const { result } = renderHook(() => useHorizontalOverflow({ current: box }))
    act(() => {
      box.scrollLeft = 700
      box.dispatchEvent(new Event('scroll'))
    })
    expect(result.current).toEqual({ left: true, right: false })
  })
})
