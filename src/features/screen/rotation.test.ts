import { describe, expect, it } from 'vitest'
import {
  changesViewNext,
  nextReadyView,
  nextStep,
  rotates,
  startRotation,
  withinViews,
  withPages,
} from './rotation'

describe('the rotation', () => {
  it('shows every page of a view, then the next view, then starts over', () => {
    let state = withPages(startRotation(0), 0, 3)
    const seen: string[] = []
    for (let step = 1; step <= 6; step++) {
      seen.push(`${state.view}.${state.page}`)
      state = nextStep(state, 3, step * 1000)
      if (state.view === 1) state = withPages(state, 1, 1)
    }
    expect(seen).toEqual(['0.0', '0.1', '0.2', '1.0', '2.0', '0.0'])
    expect(state.startedAt).toBe(6000)
  })

  it('ignores a page count from a view no longer on show, and keeps the page within the count', () => {
    const state = { view: 1, page: 2, pages: 3, startedAt: 0 }
    expect(withPages(state, 0, 5)).toBe(state)
    expect(withPages(state, 1, 2)).toMatchObject({ page: 0, pages: 2 })
  })

  it('fetches ahead only before the last page of a view, and starts over when views disappear', () => {
    expect(changesViewNext({ view: 0, page: 0, pages: 2, startedAt: 0 })).toBe(false)
    expect(changesViewNext({ view: 0, page: 1, pages: 2, startedAt: 0 })).toBe(true)
    expect(withinViews({ view: 4, page: 1, pages: 2, startedAt: 7 }, 2)).toEqual({
      view: 0,
      page: 0,
      pages: 1,
      startedAt: 7,
    })
    expect(rotates(startRotation(0), 1)).toBe(false)
    expect(rotates(withPages(startRotation(0), 0, 2), 1)).toBe(true)
  })

  it('passes over a view that is not ready (a picture that failed), going round', () => {
    // Views 1 and 2 are pictures that did not load.
    const ready = (view: number) => view !== 1 && view !== 2
    const seen: number[] = []
    let state = startRotation(0)
    for (let step = 1; step <= 4; step++) {
      state = nextStep(state, 4, step, ready)
      seen.push(state.view)
    }
    expect(seen).toEqual([3, 0, 3, 0])
    // With nothing else ready the rotation stays where it is; with nothing ready at all it moves on.
    expect(nextReadyView(0, 3, (view) => view === 0)).toBe(0)
    expect(nextReadyView(2, 3, () => false)).toBe(0)
  })
})
