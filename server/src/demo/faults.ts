import { z } from 'zod'

/**
 * Faults the demo API can inject, each on or off at run time. Shares (0 to 1) are dealt out
 * evenly and deterministically: a share of 0.25 hits every fourth request in scope, 1 hits all.
 */
export const faultSettingsSchema = z.object({
  /** Added before answering, in milliseconds. */
  latencyMs: z.number().int().min(0).max(120_000),
  /** Share of requests answered with `errorStatus` and a uniform error body. */
  errorRate: z.number().min(0).max(1),
  errorStatus: z.number().int().min(500).max(599),
  /** The next N requests in scope answer 429 RATE_LIMITED (counts down). */
  rateLimitBurst: z.number().int().min(0),
  rateLimitRetryAfterSeconds: z.number().int().min(1).max(86_400),
  /** `token`: the 429 carries the rate headers (a token ceiling); `ip`: `Retry-After` only. */
  rateLimitKind: z.enum(['token', 'ip']),
  /** Share of 200 answers whose JSON body is cut in half (and has no ETag). */
  malformedRate: z.number().min(0).max(1),
  /** Share of requests whose connection is closed without an answer. */
  dropRate: z.number().min(0).max(1),
  /** Answers with the fields the contract leaves open null (`null`) or left out (`absent`): gaps.ts. */
  gaps: z.enum(['off', 'null', 'absent']),
  /** Lists of tournaments, divisions and teams end in an item without its `name`: gaps.ts. */
  brokenItems: z.boolean(),
  /** Only requests with this token (its idx) are touched; null: every request. */
  tokenIdx: z.string().nullable(),
  /** Only requests whose path starts with this; null: every API path. */
  pathPrefix: z.string().nullable(),
})

export type FaultSettings = z.infer<typeof faultSettingsSchema>

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  errorStatus: 503,
  rateLimitBurst: 0,
  rateLimitRetryAfterSeconds: 2,
  rateLimitKind: 'token',
  malformedRate: 0,
  dropRate: 0,
  gaps: 'off',
  brokenItems: false,
  tokenIdx: null,
  pathPrefix: null,
}

export type FaultAction = 'drop' | 'rate-limit' | 'error'

export class FaultInjector {
  #settings: FaultSettings = { ...NO_FAULTS }
  #due = { drop: 0, error: 0, malformed: 0 }

  get settings(): FaultSettings {
    return { ...this.#settings }
  }

  set(changes: Partial<FaultSettings>): FaultSettings {
    this.#settings = { ...this.#settings, ...changes }
    this.#due = { drop: 0, error: 0, malformed: 0 }
    return this.settings
  }

  clear(): FaultSettings {
    return this.set(NO_FAULTS)
  }

  get active(): boolean {
    const s = this.#settings
    return (
      s.latencyMs > 0 ||
      s.errorRate > 0 ||
      s.rateLimitBurst > 0 ||
      s.malformedRate > 0 ||
      s.dropRate > 0 ||
      s.gaps !== 'off' ||
      s.brokenItems
    )
  }

  appliesTo(tokenIdx: string | null, path: string): boolean {
    const s = this.#settings
    return (
      (s.tokenIdx === null || s.tokenIdx === tokenIdx) &&
      (s.pathPrefix === null || path.startsWith(s.pathPrefix))
    )
  }

  /** What to do to a request in scope instead of answering it, if anything. */
  decide(): FaultAction | null {
    if (this.#tick('drop', this.#settings.dropRate)) return 'drop'
    if (this.#settings.rateLimitBurst > 0) {
      this.#settings.rateLimitBurst--
      return 'rate-limit'
    }
    if (this.#tick('error', this.#settings.errorRate)) return 'error'
    return null
  }

  /** Whether this 200 answer gets a malformed body. */
  malformNext(): boolean {
    return this.#tick('malformed', this.#settings.malformedRate)
  }

  #tick(kind: 'drop' | 'error' | 'malformed', share: number): boolean {
    if (share <= 0) return false
    this.#due[kind] += share
    if (this.#due[kind] < 1 - 1e-9) return false
    this.#due[kind] -= 1
    return true
  }
}
