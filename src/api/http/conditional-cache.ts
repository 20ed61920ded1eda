/**
 * What the client remembers per request URL to make the next request conditional.
 *
 * Two paths, chosen per URL from its first successful answer and never mixed:
 * - 'etag': the `ETag` header is readable. The client sends `If-None-Match` itself (and tells the
 *   browser not to use its own cache), and a 304 returns the very object parsed last time.
 * - 'browser': the header is hidden by CORS. The client asks the browser to revalidate its own
 *   cached copy (`cache: 'no-cache'`); the 304 happens on the wire and JS sees a 200. An unchanged
 *   body (same fingerprint) still returns the object parsed last time.
 *
 * The store is a bounded LRU: venue screens run all day over many URLs.
 */
export interface ConditionalEntry {
  mode: 'etag' | 'browser'
  /** The ETag exactly as received (quotes included); null in 'browser' mode. */
  etag: string | null
  /** Fingerprint of the body text; used in 'browser' mode. */
  bodyFingerprint: string | null
  data: unknown
}

export class ConditionalCache {
  private readonly entries = new Map<string, ConditionalEntry>()

  constructor(readonly maxEntries = 100) {}

  get(url: string): ConditionalEntry | undefined {
    const entry = this.entries.get(url)
    if (entry) {
      this.entries.delete(url)
      this.entries.set(url, entry)
    }
    return entry
  }

  set(url: string, entry: ConditionalEntry): void {
    this.entries.delete(url)
    this.entries.set(url, entry)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  delete(url: string): void {
    this.entries.delete(url)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
