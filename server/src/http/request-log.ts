/** One request the API answered (or dropped), as the demo controls report it. */
export interface RequestLogEntry {
  /** Increasing from 1 since the log was last cleared. */
  seq: number
  time: string
  method: string
  path: string
  /** The query string without `?`, empty when none. */
  query: string
  /** 0 for a dropped connection. */
  status: number
  notModified: boolean
  rateLimited: boolean
  /** The idx of the token presented, when it is a known one (never the secret). */
  tokenIdx: string | null
  clientIp: string
  /** The fault injected, if any: latency, error, rate-limit, malformed, drop. */
  fault: string | null
  durationMs: number
}

export interface RequestLogFilter {
  tokenIdx?: string
  /** Entries at or after this time (ms since the epoch). */
  since?: number
  /** Entries with a `seq` above this one. */
  after?: number
  /** Entries whose path starts with this. */
  pathPrefix?: string
}

export interface RequestCounters {
  total: number
  byStatus: Record<string, number>
  notModified: number
  rateLimited: number
  preflights: number
  dropped: number
}

/** A bounded log (the oldest entries go first), so a day-long soak run does not grow memory. */
export class RequestLog {
  #entries: RequestLogEntry[] = []
  #seq = 0

  constructor(private readonly capacity = 20_000) {}

  record(entry: Omit<RequestLogEntry, 'seq'>): void {
    this.#entries.push({ seq: ++this.#seq, ...entry })
    if (this.#entries.length > this.capacity) this.#entries.splice(0, this.#entries.length - this.capacity)
  }

  entries(filter: RequestLogFilter = {}): RequestLogEntry[] {
    return this.#entries.filter(
      (entry) =>
        (filter.tokenIdx === undefined || entry.tokenIdx === filter.tokenIdx) &&
        (filter.since === undefined || Date.parse(entry.time) >= filter.since) &&
        (filter.after === undefined || entry.seq > filter.after) &&
        (filter.pathPrefix === undefined || entry.path.startsWith(filter.pathPrefix)),
    )
  }

  counters(filter: RequestLogFilter = {}): RequestCounters {
    const counters: RequestCounters = {
      total: 0,
      byStatus: {},
      notModified: 0,
      rateLimited: 0,
      preflights: 0,
      dropped: 0,
    }
    for (const entry of this.entries(filter)) {
      counters.total++
      counters.byStatus[entry.status] = (counters.byStatus[entry.status] ?? 0) + 1
      if (entry.notModified) counters.notModified++
      if (entry.rateLimited) counters.rateLimited++
      if (entry.method === 'OPTIONS') counters.preflights++
      if (entry.status === 0) counters.dropped++
    }
    return counters
  }

  clear(): void {
    this.#entries = []
    this.#seq = 0
  }
}
