import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHorizontalOverflow } from './use-horizontal-overflow'

/** A box 300 px wide showing 1,000 px of table, that counts how often its sizes are read. */
function wideBox() {
  const box = document.createElement('div')
  let reads = 0
  Object.defineProperty(box, 'clientWidth', { get: () => (reads++, 300) })
  Object.defineProperty(box, 'scrollWidth', { get: () => (reads++, 1_000) })
  return { box, reads: () => reads }
}

describe('useHorizontalOverflow', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads the box’s sizes when the ResizeObserver reports, not in the render’s own task', () => {
    const reports: (() => void)[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          reports.push(() => this.report())
        }
        disconnect() {}
      },
    )
    const { box, reads } = wideBox()
    const { result } = renderHook(() => useHorizontalOverflow({ current: box }))
    expect(reads()).toBe(0)
    expect(result.current).toEqual({ left: false, right: false })
    act(() => reports.forEach((report) => report()))
    expect(result.current).toEqual({ left: false, right: true })
  })

  it('without a ResizeObserver, reads them at once', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const { box } = wideBox()
    const { result } = renderHook(() => useHorizontalOverflow({ current: box }))
    expect(result.current).toEqual({ left: false, right: true })
  })
})
