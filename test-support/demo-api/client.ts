/**
 * The demo API in this process, read through its `fetch` (no socket): a small JSON client and a
 * fake clock. Used by the server's own tests and by `read-demo.ts`; it imports nothing from `src/`,
 * so the server's tests stay independent of the viewer.
 */
import { createDemoApp, type DemoApp, type DemoAppOptions } from '../../server/src/app.ts'
import { withDemoDataset } from './datasets.ts'
import { DEFAULT_ANCHOR } from '../../server/src/data/generate.ts'

export interface FakeClock {
  now: () => number
  advance: (ms: number) => void
}

export function fakeClock(start = Date.parse(DEFAULT_ANCHOR)): FakeClock {
  let time = start
  return { now: () => time, advance: (ms) => (time += ms) }
}

export interface ApiAnswer {
  status: number
  headers: Headers
  /** The parsed JSON body; null for an empty body. */
  body: unknown
  text: string
}

export interface RequestOptions {
  /** The token to send; null sends no Authorization header. Default: the client's token. */
  token?: string | null
  headers?: Record<string, string>
  method?: string
}

export interface ApiClient {
  demo: DemoApp
  token: string
  get: (path: string, options?: RequestOptions) => Promise<ApiAnswer>
}

/** A client of `demo` (or of a new demo app made with `options`) using the main demo token. */
export function apiClient(demo: DemoApp | DemoAppOptions = {}): ApiClient {
  const app = 'fetch' in demo ? demo : createDemoApp(withDemoDataset(demo))
  const token = app.controls.credentials.main.token
  return {
    demo: app,
    token,
    get: async (path, options = {}) => {
      const sent = options.token === undefined ? token : options.token
      const headers: Record<string, string> = { ...options.headers }
      if (sent !== null) headers.Authorization = `Bearer ${sent}`
      const response = await app.fetch(
        new Request(`http://demo.test${path}`, { method: options.method ?? 'GET', headers }),
      )
      const text = await response.text()
      return {
        status: response.status,
        headers: response.headers,
        body: text === '' ? null : JSON.parse(text),
        text,
      }
    },
  }
}

/** Narrows an API body for reading in tests. */
export function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object')
  return value as Record<string, unknown>
}

export function list(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error('not an array')
  return value.map(record)
}

/** Limits high enough that a test file's requests never meet them. */
export const NO_RATE_LIMITS = { perToken: 1_000_000, perIp: 1_000_000 }
