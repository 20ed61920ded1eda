import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTypedSearch } from './use-typed-search'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function typedSearch(query = '') {
  const commit = vi.fn<(value: string) => void>()
  const hook = renderHook(({ query }) => useTypedSearch(query, commit), { initialProps: { query } })
  return { commit, hook }
}

describe('a search field kept in the address', () => {
  it('shows what is typed at once, and writes it to the address once, when typing pauses', () => {
    const { commit, hook } = typedSearch()
    act(() => hook.result.current.type('nad'))
    act(() => vi.advanceTimersByTime(200))
    act(() => hook.result.current.type('nadal'))
    expect(hook.result.current.typed).toBe('nadal')
    act(() => vi.advanceTimersByTime(200))
    expect(commit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(50))
    expect(commit).toHaveBeenCalledTimes(1)
    expect(commit).toHaveBeenCalledWith('nadal')
  })

  it('follows the address (back, forward, a link), but not while the person is typing', () => {
    const { commit, hook } = typedSearch('federer')
    expect(hook.result.current.typed).toBe('federer')
    hook.rerender({ query: 'djokovic' })
    expect(hook.result.current.typed).toBe('djokovic')
    act(() => hook.result.current.type('alcaraz'))
    hook.rerender({ query: 'sinner' })
    expect(hook.result.current.typed).toBe('alcaraz')
    act(() => vi.advanceTimersByTime(250))
    expect(commit).toHaveBeenCalledWith('alcaraz')
    hook.rerender({ query: 'alcaraz' })
    hook.rerender({ query: 'ruud' })
    expect(hook.result.current.typed).toBe('ruud')
  })

  it('writes nothing after the page has gone', () => {
    const { commit, hook } = typedSearch()
    act(() => hook.result.current.type('medvedev'))
    hook.unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(commit).not.toHaveBeenCalled()
  })
})
