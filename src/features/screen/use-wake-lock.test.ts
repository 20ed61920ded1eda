import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { useWakeLock } from './use-wake-lock'

/** The Screen Wake Lock API as a browser has it: the lock is released whenever the page is hidden. */
function fakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = []
  const request = vi.fn(async () => {
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true
      }),
    }
    sentinels.push(sentinel)
    return sentinel
  })
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } })
  return { request, sentinels }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock')
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('the screen wake lock', () => {
  it('is asked for when the screen shows, again each time it shows after being hidden, and let go at the end', async () => {
    const { request, sentinels } = fakeWakeLock()
    const { unmount } = renderHook(() => useWakeLock(true))
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1))
    sentinels[0]!.released = true // the browser lets go while the page is hidden
    setVisibility('hidden')
    expect(request).toHaveBeenCalledTimes(1)
    setVisibility('visible')
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2))
    setVisibility('visible')
    expect(request).toHaveBeenCalledTimes(2)
    unmount()
    expect(sentinels[1]!.release).toHaveBeenCalled()
  })

  it('asks nothing and listens to nothing where the browser has no wake lock', () => {
    const listen = vi.spyOn(document, 'addEventListener')
    const { unmount } = renderHook(() => useWakeLock(true))
    expect('wakeLock' in navigator).toBe(false)
    expect(listen.mock.calls.filter(([type]) => type === 'visibilitychange')).toEqual([])
    unmount()
  })

  it('takes a refusal quietly and asks again the next time the screen shows', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    onTestFinished(() => void process.off('unhandledRejection', onUnhandled))
    const request = vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')))
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } })
    const { unmount } = renderHook(() => useWakeLock(true))
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1))
    setVisibility('visible')
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2))
    unmount()
    setVisibility('visible')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(request).toHaveBeenCalledTimes(2)
    expect(unhandled).toEqual([])
  })
})
