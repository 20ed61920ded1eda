import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHorizontalOverflow } from './use-horizontal-overflow'

/** A scroll box 300 px wide holding a table 1,000 px wide. */
function wideBox() {
  const box = document.createElement('div')
  Object.defineProperty(box, 'clientWidth', { value: 300 })
  Object.defineProperty(box, 'scrollWidth', { value: 1_000, configurable: true })
  return box
}

describe('useHorizontalOverflow', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads the box when the browser reports its size, not in the commit (no forced layout)', () => {
    let report: () => void = () => undefined
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    const box = wideBox()
    const measured = vi.fn(() => 1_000)
    Object.defineProperty(box, 'scrollWidth', { get: measured })
    const { result } = renderHook(() => useHorizontalOverflow({ current: box }))
    expect(measured).not.toHaveBeenCalled()
    expect(result.current).toEqual({ left: false, right: false })
    act(() => report())
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
