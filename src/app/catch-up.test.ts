import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CATCH_UP_EVERY_MS, catchUpWhenReachable } from './catch-up'

/** What the API client says about stored answers on show, set by hand. */
function shownFromStore() {
  let since: number | null = null
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => since,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next: number | null) {
      since = next
      listeners.forEach((listener) => listener())
    },
  }
}

afterEach(() => vi.useRealTimers())

describe('a page showing stored answers catches up by itself', () => {
  it('reads again when the browser is back online, every 30 s meanwhile, and once more when the API answers', () => {
    vi.useFakeTimers()
    const shown = shownFromStore()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
    const browser = new EventTarget()
    catchUpWhenReachable(shown, queryClient, browser as unknown as Window)

    browser.dispatchEvent(new Event('online'))
    expect(invalidate).not.toHaveBeenCalled()

    shown.set(1_000)
    vi.advanceTimersByTime(CATCH_UP_EVERY_MS)
    expect(invalidate).toHaveBeenCalledTimes(1)
    browser.dispatchEvent(new Event('online'))
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(invalidate).toHaveBeenLastCalledWith({ refetchType: 'active' })

    shown.set(null)
    expect(invalidate).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(CATCH_UP_EVERY_MS * 3)
    browser.dispatchEvent(new Event('online'))
    expect(invalidate).toHaveBeenCalledTimes(3)
  })
})
