import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createNewVersionSignal } from '../../lib/new-version'
import { RELOAD_WITHOUT_TURN_MS, useReloadForNewVersion } from './use-new-version-reload'

afterEach(() => vi.useRealTimers())

function screenOn(step: string, live = true) {
  const signal = createNewVersionSignal()
  const reload = vi.fn()
  const hook = renderHook(({ at }) => useReloadForNewVersion(at, live, { signal, reload }), {
    initialProps: { at: step },
  })
  return { signal, reload, turnTo: (at: string) => hook.rerender({ at }) }
}

describe('a venue screen and a new version of the viewer', () => {
  it('reloads at the next change of slide once the new version has taken over, not before', () => {
    const screen = screenOn('0:0')
    screen.turnTo('1:0')
    expect(screen.reload).not.toHaveBeenCalled()
    act(() => screen.signal.markReady())
    expect(screen.reload).not.toHaveBeenCalled()
    screen.turnTo('2:0')
    expect(screen.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads after two minutes when its one slide never changes', () => {
    vi.useFakeTimers()
    const screen = screenOn('0:0')
    act(() => screen.signal.markReady())
    act(() => vi.advanceTimersByTime(RELOAD_WITHOUT_TURN_MS - 1))
    expect(screen.reload).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads the setup page’s preview', () => {
    const screen = screenOn('0:0', false)
    act(() => screen.signal.markReady())
    screen.turnTo('1:0')
    expect(screen.reload).not.toHaveBeenCalled()
  })
})
