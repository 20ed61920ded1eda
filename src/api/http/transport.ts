import type * as z from 'zod/mini'
import { ApiError, isApiError, SchemaError, type OperationName, type SchemaIssue } from '../errors'
import { createRateBudget, type RateBudget } from '../rate-budget'
import { completeRelations } from '../relations'
import { answerKey, type AnswerStore, type AnswerToKeep } from './answer-store'
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
  /**
   * Where the last good answers are kept for a page started without a network (decision 3600),
   * and the connection they are kept under: null keeps and reads nothing (an embed, no token).
   */
  answers?: { store: AnswerStore; scope: () => string | null }
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

/**
 * The answers on show that came from the device's store because the API could not be reached:
 * the oldest one's time, or null once the API answers again (or none was needed).
 */
export interface StoredAnswersShown {
  getSnapshot(): number | null
  subscribe(listener: () => void): () => void
}

export interface Transport {
  get<T>(request: GetRequest<T>): Promise<T>
  readonly budget: RateBudget
  readonly storedAnswersShown: StoredAnswersShown
  /** Forgets every remembered ETag and body (sign-out, another token); the stored answers are the app's to clear. */
  forget(): void
  /** The same transport for another base URL or token, sharing fetch, budget and cache. */
  with(connection: Pick<TransportOptions, 'baseUrl' | 'getToken'>): Transport
}

export const DEFAULT_TIMEOUT_MS = 15_000
/** A stored answer the API confirms unchanged (304) is written again at most this often. */
const TOUCH_EVERY_MS = 60_000

export function createTransport(options: TransportOptions): Transport {
  const send: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const budget = options.budget ?? createRateBudget()
  const cache = options.conditionalCache ?? new ConditionalCache()
  const baseUrlOf = typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string
  const stored = storedAnswers(options.answers)

  async function get<T>(request: GetRequest<T>): Promise<T> {
    const baseUrl = baseUrlOf()
    const url = buildApiUrl(baseUrl, request.path, request.query)
    if (url.origin !== originOf(baseUrl)) {
      throw new Error(`Refusing to send a request outside the API's origin: ${url.origin}`)
    }
    const key = url.href
    // The identity operation's answer is never kept: it describes the token.
    const storeKey = request.operation === 'getMe' ? null : stored.keyOf(key)
    // Known to this page already: an outage now keeps what the page shows and says it reconnects.
    const seenHere = cache.get(key) !== undefined
    try {
      const data = await fromNetwork(request, url, key, storeKey)
      stored.reachable()
      return data
    } catch (error) {
      if (storeKey === null || seenHere || !unreachable(error)) throw error
      const answer = await stored.read(storeKey)
      if (!answer) throw error
      const data = parseOrNull(request, await request.schema, answer.text)
      if (data === null) throw error
      stored.shown(storeKey, answer.savedAt)
      return data
    }
  }

  async function fromNetwork<T>(request: GetRequest<T>, url: URL, key: string, storeKey: string | null) {
    await budget.waitForTurn(request.signal)
    let previous = cache.get(key)
    const keep = storeKey !== null
    let response = await exchange(request, url, previous?.mode === 'etag' ? previous : undefined, false, keep)
    if (response.status === 304) {
      const remembered = cache.get(key)
      if (remembered?.mode === 'etag' && remembered.data !== undefined) {
        if (storeKey !== null) stored.stillCurrent(storeKey)
        return remembered.data as T
      }
      // A 304 with nothing to reuse (forgotten meanwhile): ask once more, unconditionally.
      cache.delete(key)
      previous = undefined
      response = await exchange(request, url, undefined, true, keep)
      if (response.status === 304) {
        throw new ApiError({ kind: 'http', operation: request.operation, status: 304 })
      }
    }
    let data: T
    try {
      data = read(request, await request.schema, key, response, previous)
    } catch (error) {
      void response.copy?.cancel().catch(() => undefined)
      throw error
    }
    if (storeKey !== null) {
      // The version `read` has just worked out (the ETag, or the body's fingerprint without one):
      // a second fingerprint of a large body would cost as much again on every answer.
      const entry = cache.get(key)
      stored.write(
        storeKey,
        response.copy ?? response.text,
        entry?.etag ?? entry?.bodyFingerprint ?? fingerprint(response.text),
      )
    }
    return data
  }

  interface Exchanged {
    status: number
    text: string
    etag: string | null
    /** The body again, unread, for the answer store (asked for with `keep`, on a 200). */
    copy: ReadableStream<Uint8Array> | null
  }

  /** One HTTP round trip, its body read in full, under the timeout. Throws ApiError for non-2xx. */
  async function exchange<T>(
    request: GetRequest<T>,
    url: URL,
    conditional: ConditionalEntry | undefined,
    forceNoStore = false,
    keep = false,
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
      const copy = keep && response.status === 200 ? response.clone().body : null
      const text = response.status === 304 ? '' : await timeout.race(response.text())
      if (!response.ok && response.status !== 304) {
        throw errorFromResponse(request.operation, response, text, tokenFingerprint(token))
      }
      return { status: response.status, text, etag: response.headers.get('ETag'), copy }
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
    storedAnswersShown: stored,
    forget: () => {
      cache.clear()
      stored.forget()
    },
    // Another connection's answers are not this one's to keep.
    with: (connection) =>
      createTransport({
        ...options,
        ...connection,
        fetch: send,
        budget,
        conditionalCache: cache,
        answers: undefined,
      }),
  }
}

/** The API could not be reached at all: no answer, or none in time. */
function unreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

/**
 * The transport's side of the answer store: writes each good answer (at most once a minute while
 * it does not change), reads one back when the API cannot be reached, and tracks the stored
 * answers shown since the API last answered.
 */
function storedAnswers(answers: TransportOptions['answers']) {
  /** Per store key, which body was last written (its ETag or fingerprint) and when: an unchanged one is not written each poll. */
  const written = new Map<string, { version: string | null; at: number }>()
  const shownSince = new Map<string, number>()
  const listeners = new Set<() => void>()
  let oldest: number | null = null

  function changed() {
    const next = shownSince.size === 0 ? null : Math.min(...shownSince.values())
    if (next === oldest) return
    oldest = next
    for (const listener of listeners) listener()
  }

  /** The store's key for a URL under the current connection, checked again before each write. */
  function keyOf(url: string): string | null {
    const scope = answers?.scope() ?? null
    return scope === null ? null : answerKey(scope, url)
  }
  /** The API answered: what the page shows from here on is its answers. */
  function reachable() {
    if (shownSince.size === 0) return
    shownSince.clear()
    changed()
  }

  /** Signed out or switched while the answer was on its way: it is no longer this device's to keep. */
  function stillScoped(storeKey: string): boolean {
    const scope = answers?.scope() ?? null
    return scope !== null && storeKey.startsWith(answerKey(scope, ''))
  }

  return {
    keyOf,
    getSnapshot: () => oldest,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    read: (storeKey: string) => answers?.store.read(storeKey) ?? Promise.resolve(null),
    write(storeKey: string, body: AnswerToKeep['body'], version: string) {
      const now = Date.now()
      const last = written.get(storeKey)
      if ((last?.version === version && now - last.at < TOUCH_EVERY_MS) || !stillScoped(storeKey)) {
        // Not kept: the unread copy of the body is let go at once.
        if (typeof body !== 'string') void body.cancel().catch(() => undefined)
        return
      }
      written.set(storeKey, { version, at: now })
      void answers?.store.write(storeKey, { body, savedAt: now })
    },
    stillCurrent(storeKey: string) {
      const now = Date.now()
      const last = written.get(storeKey)
      if ((last && now - last.at < TOUCH_EVERY_MS) || !stillScoped(storeKey)) return
      written.set(storeKey, { version: last?.version ?? null, at: now })
      void answers?.store.touch(storeKey, now)
    },
    shown(storeKey: string, savedAt: number) {
      shownSince.set(storeKey, savedAt)
      changed()
    },
    /** Another connection: nothing written or shown before counts for it. */
    forget() {
      written.clear()
      reachable()
    },
    reachable,
  }
}

/** A stored body read with today's schema: null when it no longer fits (an older viewer wrote it). */
function parseOrNull<T>(request: GetRequest<T>, schema: z.ZodMiniType<T>, text: string): T | null {
  try {
    return parse(request, schema, text)
  } catch {
    return null
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
