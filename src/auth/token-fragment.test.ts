import { describe, expect, it } from 'vitest'
import { takeTokenFromFragment } from './token-fragment'

describe('a token handed over in the address fragment', () => {
  it('is taken once and removed from the address bar and from history', () => {
    window.history.replaceState(null, '', '/screens/abc?view=1#token=cs_test_secret123&remember=1')
    const before = window.history.length
    expect(takeTokenFromFragment(window.location, window.history)).toEqual({
      token: 'cs_test_secret123',
      remember: true,
    })
    expect(window.location.href).not.toContain('secret123')
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/screens/abc?view=1',
    )
    // The entry was replaced, not pushed: going back cannot reach the token.
    expect(window.history.length).toBe(before)
    expect(takeTokenFromFragment(window.location, window.history)).toBeNull()
  })

  it('keeps other fragment parameters and defaults to this tab only', () => {
    window.history.replaceState(null, '', '/embed#theme=dark&token=cs_live_abc')
    expect(takeTokenFromFragment(window.location, window.history)).toEqual({
      token: 'cs_live_abc',
      remember: false,
    })
    expect(window.location.hash).toBe('#theme=dark')
  })

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/rounds/1#pool-a')
    expect(takeTokenFromFragment(window.location, window.history)).toBeNull()
    expect(window.location.hash).toBe('#pool-a')
  })
})
