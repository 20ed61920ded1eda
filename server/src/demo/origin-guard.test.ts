import { describe, expect, it } from 'vitest'
import { createDemoApp } from '../app.ts'
import { fakeClock } from '../../../test-support/demo-api/client.ts'

const PAGE = 'https://any-page.example'

/** A request to the demo controls as a web page on another origin would send it. */
function fromPage(path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers)
  headers.set('Origin', PAGE)
  return new Request(`http://127.0.0.1:8787/_demo${path}`, { ...init, headers })
}

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))

describe('The demo controls and web pages', () => {
  it('answer no preflight: a page cannot send JSON to mint a token or switch faults on', async () => {
    const demo = createDemoApp({ now: fakeClock().now })
    for (const path of ['/tokens', '/faults', '/reset', '/settings']) {
      const preflight = await demo.fetch(
        fromPage(path, {
          method: 'OPTIONS',
          headers: {
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        }),
      )
      expect(preflight.headers.get('Access-Control-Allow-Origin'), path).toBeNull()
      expect(corsHeaders(preflight), path).toEqual([])
    }
  })

  it('let no page read them: no CORS headers, and a request with an Origin is refused', async () => {
    const demo = createDemoApp({ now: fakeClock().now })
    const credentials = await demo.fetch(fromPage('/credentials'))
    expect(credentials.status).toBe(403)
    expect(corsHeaders(credentials)).toEqual([])
    expect(await credentials.text()).not.toContain(demo.controls.credentials.main.token)
    expect(corsHeaders(await demo.fetch(fromPage('/health')))).toEqual([])
  })

  it('ignore the "simple" requests a page can send without a preflight', async () => {
    const demo = createDemoApp({ now: fakeClock().now })
    const injected = await demo.fetch(
      fromPage('/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: '{"errorRate":1}',
      }),
    )
    expect(injected.status).toBe(403)
    expect(demo.controls.faults.active).toBe(false)
    const minted = await demo.fetch(
      fromPage('/tokens', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
    )
    expect(minted.status).toBe(403)
  })

  it('still answer tests and scripts, which send no Origin', async () => {
    const demo = createDemoApp({ now: fakeClock().now })
    const minted = await demo.fetch(
      new Request('http://127.0.0.1:8787/_demo/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"name":"a script"}',
      }),
    )
    expect(minted.status).toBe(201)
    expect(corsHeaders(minted)).toEqual([])
  })

  it('leave the read API open to every origin, for GET only', async () => {
    const demo = createDemoApp({ now: fakeClock().now })
    const preflight = await demo.fetch(
      new Request('http://127.0.0.1:8787/v1/external/me', {
        method: 'OPTIONS',
        headers: { Origin: PAGE, 'Access-Control-Request-Method': 'GET' },
      }),
    )
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, OPTIONS')
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('Authorization, If-None-Match')
  })
})
