import { onTestFinished } from 'vitest'
import { createDemoApp, type DemoApp, type DemoAppOptions } from '../../server/src/app'
import { withDemoDataset } from './datasets'
import type { FetchLike } from '../../src/api/http/transport'
import { defaultRuntimeConfig } from '../../src/config/runtime-config'

/** The address the in-process demo API answers at in tests (no socket is opened). */
export const DEMO_API_URL = defaultRuntimeConfig.apiBaseUrl
const DEMO_ORIGIN = new URL(DEMO_API_URL).origin

/** The CORS-safelisted response headers a page can always read. */
const SAFELISTED = [
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
]

export interface SentRequest {
  url: string
  authorization: string | null
  ifNoneMatch: string | null
  cache: RequestCache
  /** Date.now() when sent (fake timers included). */
  at: number
}

export interface DemoApi {
  demo: DemoApp
  /** A fetch as a page on another origin sees it: the demo API in process, everything else real. */
  fetch: FetchLike
  /** Every request the app sent, to any origin, in order. */
  sent: SentRequest[]
}

/**
 * The demo API in process, with a fetch that behaves as a browser's would from another origin:
 * response headers are filtered by the API's own `Access-Control-Expose-Headers`, so the
 * no-exposed-ETag mode hides `ETag` exactly as Chromium does. Requests to any other origin go to
 * the real network (an unreachable address really is unreachable). Closed when the test ends.
 */
export function startDemoApi(options: DemoAppOptions = {}): DemoApi {
  const demo = createDemoApp(withDemoDataset(options))
  onTestFinished(() => demo.close())
  const sent: SentRequest[] = []
  const fetch: FetchLike = async (request) => {
    sent.push({
      url: request.url,
      authorization: request.headers.get('Authorization'),
      ifNoneMatch: request.headers.get('If-None-Match'),
      cache: request.cache,
      at: Date.now(),
    })
    if (new URL(request.url).origin !== DEMO_ORIGIN) return globalThis.fetch(request)
    const response = await demo.fetch(request)
    return asSeenCrossOrigin(response)
  }
  return { demo, fetch, sent }
}

function asSeenCrossOrigin(response: Response): Response {
  const exposed = (response.headers.get('Access-Control-Expose-Headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  const headers = new Headers()
  response.headers.forEach((value, name) => {
    if (SAFELISTED.includes(name) || exposed.includes(name)) headers.set(name, value)
  })
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** A demo token by its name in `/_demo/credentials`. */
export function demoToken(api: DemoApi, name: keyof DemoApp['controls']['credentials'] = 'main'): string {
  return api.demo.controls.credentials[name].token
}

/**
 * The viewer's requests as the public-display proxy forwards them (`tokenMode: 'proxy'`): the
 * browser sends no token and the proxy adds the one it holds (`main` unless another is given).
 */
export function throughProxy(api: DemoApi, token: string = demoToken(api)): DemoApi {
  const fetch: FetchLike = (request) => {
    const forwarded = new Request(request)
    forwarded.headers.set('Authorization', `Bearer ${token}`)
    return api.fetch(forwarded)
  }
  return { ...api, fetch }
}
