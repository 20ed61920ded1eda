import type * as z from 'zod/mini'
import { ApiError, SchemaError, type OperationName, type SchemaIssue } from '../errors'
import { createRateBudget, type RateBudget } from '../rate-budget'
import { completeRelations } from '../relations'
import { ConditionalCache, type ConditionalEntry } from './conditional-cache'
import { errorFromResponse } from './error-body'
import { fingerprint, tokenFingerprint } from './fingerprint'
import { TimeoutSignal } from './timeout'
import { buildApiUrl, originOf, type QueryValue } from './url'

export type FetchLike = (request: Request) => Promise<Response>

export interface TransportOptions {
  /** The API's base URL (host only), or a getter when the user can change it. "" = same origin. */
  baseUrl: string | (() => string)
  /** The bearer token, or null to send none (proxy mode). */
  getToken: () => string | null
  fetch?: FetchLike
  /** Per attempt, from sending to the last byte of the body. */
  timeoutMs?: number
  budget?: RateBudget
  conditionalCache?: ConditionalCache
}

export interface GetRequest<T> {
  operation: OperationName
  path: string
  query?: Record<string, QueryValue>
  /** The answer's schema, or its promise (the client loads the schemas with the first request). */
  schema: z.ZodMiniType<T> | PromiseLike<z.ZodMiniType<T>>
  /** Populate paths the answer must carry (see relations.ts). */
  relations?: readonly string[]
  signal?: AbortSignal
}

export interface Transport {
  get<T>(request: GetRequest<T>): Promise<T>
  readonly budget: RateBudget
  /** Forgets every remembered ETag and body (sign-out, another token). */
  forget(): void
  /** The same transport for another base URL or token, sharing fetch, budget and cache. */
  with(connection: Pick<TransportOptions, 'baseUrl' | 'getToken'>): Transport
}

export const DEFAULT_TIMEOUT_MS = 15_000

export function createTransport(options: TransportOptions): Transport {
  const send: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const budget = options.budget ?? createRateBudget()
  const cache = options.conditionalCache ?? new ConditionalCache()
  const baseUrlOf = typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string

  async function get<T>(request: GetRequest<T>): Promise<T> {
    const baseUrl = baseUrlOf()
    const url = buildApiUrl(baseUrl, request.path, request.query)
    if (url.origin !== originOf(baseUrl)) {
      throw new Error(`Refusing to send a request outside the API's origin: ${url.origin}`)
    }
    const key = url.href
    await budget.waitForTurn(request.signal)
    let previous = cache.get(key)
    let response = await exchange(request, url, previous?.mode === 'etag' ? previous : undefined)
    if (response.status === 304) {
      const remembered = cache.get(key)
      if (remembered?.mode === 'etag' && remembered.data !== undefined) return remembered.data as T
      // A 304 with nothing to reuse (forgotten meanwhile): ask once more, unconditionally.
      cache.delete(key)
      previous = undefined
      response = await exchange(request, url, undefined, true)
      if (response.status === 304) {
        throw new ApiError({ kind: 'http', operation: request.operation, status: 304 })
      }
    }
    return read(request, await request.schema, key, response, previous)
  }

  interface Exchanged {
    status: number
    text: string
    etag: string | null
  }

  /** One HTTP round trip, its body read in full, under the timeout. Throws ApiError for non-2xx. */
  async function exchange<T>(
    request: GetRequest<T>,
    url: URL,
    conditional: ConditionalEntry | undefined,
    forceNoStore = false,
  ): Promise<Exchanged> {
    // Cancelled while waiting for its turn (its last observer left): nothing is sent, no budget spent.
    request.signal?.throwIfAborted()
    const headers = new Headers({ Accept: 'application/json' })
    const token = options.getToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (conditional?.etag) headers.set('If-None-Match', conditional.etag)
    const timeout = new TimeoutSignal(timeoutMs, request.signal)
    try {
      const response = await timeout.race(
        send(
          new Request(url, {
            method: 'GET',
            headers,
            // Our own If-None-Match must not meet the browser's cache; without it, the browser's
            // cache revalidates (see conditional-cache.ts).
            cache: conditional || forceNoStore ? 'no-store' : 'no-cache',
            credentials: 'omit',
            mode: 'cors',
            redirect: 'error',
            referrerPolicy: 'no-referrer',
            signal: timeout.signal,
          }),
        ),
      )
      budget.observe(response.status, response.headers)
      const text = response.status === 304 ? '' : await timeout.race(response.text())
      if (!response.ok && response.status !== 304) {
        throw errorFromResponse(request.operation, response, text, tokenFingerprint(token))
      }
      return { status: response.status, text, etag: response.headers.get('ETag') }
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (timeout.timedOut) {
        throw new ApiError({ kind: 'timeout', operation: request.operation, cause: error })
      }
      if (request.signal?.aborted) throw request.signal.reason
      throw new ApiError({ kind: 'network', operation: request.operation, cause: error })
    } finally {
      timeout.dispose()
    }
  }

  function read<T>(
    request: GetRequest<T>,
    schema: z.ZodMiniType<T>,
    key: string,
    { text, etag }: Exchanged,
    previous: ConditionalEntry | undefined,
  ): T {
    const mode = previous?.mode ?? (etag ? 'etag' : 'browser')
    const bodyFingerprint = mode === 'browser' ? fingerprint(text) : null
    if (
      previous?.data !== undefined &&
      ((mode === 'etag' && etag !== null && previous.etag === etag) ||
        (mode === 'browser' && previous.bodyFingerprint === bodyFingerprint))
    ) {
      return previous.data as T
    }
    const data = parse(request, schema, text)
    if (mode === 'etag' && etag === null) cache.delete(key)
    else cache.set(key, { mode, etag: mode === 'etag' ? etag : null, bodyFingerprint, data })
    return data
  }

  return {
    get,
    budget,
    forget: () => cache.clear(),
    with: (connection) =>
      createTransport({ ...options, ...connection, fetch: send, budget, conditionalCache: cache }),
  }
}

function parse<T>(request: GetRequest<T>, schema: z.ZodMiniType<T>, text: string): T {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new ApiError({ kind: 'malformed-json', operation: request.operation, status: 200, cause: error })
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    const issues: SchemaIssue[] = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }))
    throw new SchemaError(request.operation, issues, 200)
  }
  const missing = completeRelations(result.data, request.relations ?? [])
  if (missing.length > 0) throw new SchemaError(request.operation, missing, 200)
  return result.data
}
