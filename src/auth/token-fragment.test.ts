import { describe, expect, it } from 'vitest'
import {
  handOverApiAddress,
  handOverFragment,
  takeTokenFromFragment,
  watchTokenFragment,
  type FragmentToken,
} from './token-fragment'

describe('a token handed over in the address fragment', () => {
  it('is taken once and removed from the address bar and from the tab’s history', () => {
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

describe('the API address handed over with a token (api=)', () => {
  it('is taken with the token, as an address without trailing slashes, and removed too', () => {
    window.history.replaceState(
      null,
      '',
      '/screen?views=courts#token=tr_live_abc&api=https%3A%2F%2Fapi.club.example%2F&remember=1',
    )
    expect(takeTokenFromFragment(window.location, window.history)).toEqual({
      token: 'tr_live_abc',
      remember: true,
      apiBaseUrl: 'https://api.club.example',
    })
    expect(window.location.hash).toBe('')
  })

  it('counts for nothing without a token, so it can never send a kept token elsewhere', () => {
    window.history.replaceState(null, '', '/screen#api=https%3A%2F%2Fevil.example&theme=dark')
    expect(takeTokenFromFragment(window.location, window.history)).toBeNull()
    expect(window.location.hash).toBe('#theme=dark')
  })

  it.each([
    'javascript:alert(1)',
    'ftp://api.example',
    'https://user:pw@api.example',
    '',
    'https://evil.example',
  ])('is taken out of the address as the link names it, for the session to accept or refuse: %s', (api) => {
    window.history.replaceState(null, '', `/screen#token=tr_live_abc&api=${encodeURIComponent(api)}`)
    expect(takeTokenFromFragment(window.location, window.history)).toEqual({
      token: 'tr_live_abc',
      remember: false,
      apiBaseUrl: api,
    })
    expect(window.location.href).not.toContain('tr_live_abc')
    expect(window.location.hash).toBe('')
  })

  it('is written by links in the form the app reads back', () => {
    const handedOver: FragmentToken = {
      token: 'tr_test_abc',
      remember: true,
      apiBaseUrl: 'http://127.0.0.1:8799',
    }
    window.history.replaceState(null, '', `/screen#${handOverFragment(handedOver)}`)
    expect(takeTokenFromFragment(window.location, window.history)).toEqual(handedOver)
    expect(handOverFragment({ token: 'tr_test_abc', remember: false })).toBe('token=tr_test_abc')
  })

  it('is put in a link only when staff use another API than the configured one', () => {
    const viewer = 'https://results.example'
    expect(handOverApiAddress('https://api.example', 'https://api.example', viewer)).toBeUndefined()
    expect(handOverApiAddress('', viewer, viewer)).toBeUndefined()
    expect(handOverApiAddress('https://staging.example', 'https://api.example', viewer)).toBe(
      'https://staging.example',
    )
    expect(handOverApiAddress('', 'https://api.example', viewer)).toBe(viewer)
  })
})

describe('a #token= link opened on a page already showing (same document)', () => {
  it('is taken and removed from the address and from the tab’s history, the page staying where it is', async () => {
    window.history.replaceState(null, '', '/rounds/r1?tournament=t1')
    const taken: FragmentToken[] = []
    const stop = watchTokenFragment(window, (handedOver) => taken.push(handedOver))
    const arrived = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }))
    window.location.hash = '#token=tr_test_later&remember=1'
    await arrived
    stop()
    expect(taken).toEqual([{ token: 'tr_test_later', remember: true }])
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/rounds/r1?tournament=t1',
    )
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    window.history.back()
    await back
    expect(window.location.href).not.toContain('tr_test_later')
  })
})
