/**
 * The last good answer of each request, kept on the device so that a page started or reloaded
 * without a network shows what it showed last (decision 3600). What is kept: the answer's body as
 * the API sent it and when it was last known current. Never a request header (so never the token),
 * never a response header, never the identity operation's answer. Keys name the connection they
 * were read with (`scope`: the API address and token, as a fingerprint), so a device switched to
 * another token, and so another organization, never reads the first one's answers.
 */
export interface StoredAnswer {
  text: string
  /** When the API last said this body was current (a 200, or a 304 for it), epoch ms. */
  savedAt: number
}

/**
 * An answer to keep: its body as the API sent it, or its text. The body is a copy of the response's
 * own stream, never read by JavaScript, so the browser moves its bytes into the cache itself: built
 * again from the text, a 250 KB answer held the main thread 30 to 85 ms at a phone's CPU, from its
 * own stream 2 to 9 ms (Chromium, 4x slow-down, 8 December 2026).
 */
export interface AnswerToKeep {
  body: ReadableStream<Uint8Array> | string
  savedAt: number
}

export interface AnswerStore {
  read(key: string): Promise<StoredAnswer | null>
  write(key: string, answer: AnswerToKeep): Promise<void>
  /** The stored body is still current (the API answered 304): only its time changes. */
  touch(key: string, savedAt: number): Promise<void>
  /** Forgets every stored answer, of every connection (sign-out, another token). */
  clear(): Promise<void>
}

/** The key of a request's stored answer: the connection it was read with, then its URL. */
export function answerKey(scope: string, url: string): string {
  return `${scope} ${url}`
}

/** An answer store in memory, for tests and for browsers without Cache Storage. */
export function memoryAnswerStore(): AnswerStore & { readonly size: number } {
  const answers = new Map<string, StoredAnswer>()
  return {
    read: async (key) => answers.get(key) ?? null,
    write: async (key, { body, savedAt }) =>
      void answers.set(key, {
        text: typeof body === 'string' ? body : await new Response(body).text(),
        savedAt,
      }),
    touch: async (key, savedAt) => {
      const answer = answers.get(key)
      if (answer) answers.set(key, { ...answer, savedAt })
    },
    clear: async () => answers.clear(),
    get size() {
      return answers.size
    },
  }
}

/** The Cache Storage cache that holds the answers; the service worker never touches it. */
export const ANSWER_CACHE = 'courtside-answers'
const SAVED_AT = 'X-Courtside-Saved-At'

/**
 * Answers in the browser's Cache Storage, one entry per key under a made-up address of the viewer's
 * own origin (a Request built from a bare URL, so the entry holds no header of the real request).
 * Operations run one after another, so a sign-out's `clear` comes after every write started
 * before it. At most `maxEntries`: the least recently written go first. A failure (storage full or
 * disabled) loses that answer and nothing else.
 */
export function cacheStorageAnswers(
  caches: CacheStorage,
  viewerOrigin: string,
  maxEntries = 300,
): AnswerStore {
  let queue: Promise<unknown> = Promise.resolve()
  let writes = 0
  function inTurn<T>(work: () => Promise<T>, otherwise: T): Promise<T> {
    const next = queue.then(work).catch(() => otherwise)
    queue = next
    return next
  }
  const address = (key: string) => `${viewerOrigin}/.courtside-answers/${encodeURIComponent(key)}`
  const entry = ({ body, savedAt }: AnswerToKeep) =>
    new Response(body, { headers: { 'Content-Type': 'application/json', [SAVED_AT]: String(savedAt) } })

  async function readEntry(key: string): Promise<StoredAnswer | null> {
    const cache = await caches.open(ANSWER_CACHE)
    const response = await cache.match(address(key))
    const savedAt = Number(response?.headers.get(SAVED_AT))
    if (!response || !Number.isFinite(savedAt) || savedAt <= 0) return null
    return { text: await response.text(), savedAt }
  }

  async function writeEntry(key: string, answer: AnswerToKeep) {
    const cache = await caches.open(ANSWER_CACHE)
    await cache.put(address(key), entry(answer))
    // put() moves an entry to the end of keys(): the first ones are the least recently written.
    if (++writes % 20 !== 0) return
    const keys = await cache.keys()
    await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((old) => cache.delete(old)))
  }

  return {
    read: (key) => inTurn(() => readEntry(key), null),
    write: (key, answer) => inTurn(() => writeEntry(key, answer), undefined),
    touch: (key, savedAt) =>
      inTurn(async () => {
        const stored = await readEntry(key)
        if (stored) await writeEntry(key, { body: stored.text, savedAt })
      }, undefined),
    clear: () => inTurn(async () => void (await caches.delete(ANSWER_CACHE)), undefined),
  }
}
