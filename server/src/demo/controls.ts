import type { DemoCredential, DemoCredentials } from '../auth/demo-credentials.ts'
import type { Environment, TokenStore } from '../auth/token-store.ts'
import type { Dataset } from '../data/dataset-schema.ts'
import type { RequestLog } from '../http/request-log.ts'
import type { FixedWindowLimiter, RateLimitSettings } from '../http/rate-limit.ts'
import type { DemoStore } from '../store/demo-store.ts'
import type { FaultInjector } from './faults.ts'
import type { LiveSimulation } from './simulation.ts'

export interface DemoSettings {
  environment: Environment
  rateLimit: RateLimitSettings
  /** Whether CORS exposes `ETag` to scripts on other origins. */
  exposeEtag: boolean
  /** Whether answers go in br or gzip to clients whose `Accept-Encoding` takes it. */
  compression: boolean
}

export interface MintTokenRequest {
  /** `main`, `second`, `many` (the dataset's first, second, third), or an organization idx; default `main`. */
  organization?: string
  name?: string
  scopes?: string[]
  /** Null or absent: never expires. May be negative (already expired) or fractional. */
  expiresInDays?: number | null
  environment?: Environment
}

/**
 * Everything the `/_demo/` endpoints do, callable in process: tests drive the demo API through
 * this object without HTTP. Every method applies at once to the running app.
 */
export class DemoControls {
  readonly credentials: DemoCredentials
  #settings: DemoSettings

  constructor(
    private readonly deps: {
      store: DemoStore
      tokens: TokenStore
      credentials: DemoCredentials
      settings: DemoSettings
      limiters: FixedWindowLimiter[]
      now: () => number
    },
    readonly simulation: LiveSimulation,
    readonly faults: FaultInjector,
    readonly requests: RequestLog,
  ) {
    this.credentials = deps.credentials
    this.#settings = deps.settings
  }

  /** The dataset being served, as the simulation has changed it. */
  get dataset(): Dataset {
    return this.deps.store.dataset
  }

  settings(): DemoSettings {
    return { ...this.#settings, rateLimit: { ...this.#settings.rateLimit } }
  }

  /** Changes settings at run time; changing the rate limits also starts every window afresh. */
  updateSettings(changes: {
    rateLimit?: Partial<RateLimitSettings>
    exposeEtag?: boolean
    compression?: boolean
  }): DemoSettings {
    if (changes.rateLimit) {
      this.#settings.rateLimit = { ...this.#settings.rateLimit, ...changes.rateLimit }
      this.clearRateWindows()
    }
    if (changes.exposeEtag !== undefined) this.#settings.exposeEtag = changes.exposeEtag
    if (changes.compression !== undefined) this.#settings.compression = changes.compression
    return this.settings()
  }

  clearRateWindows(): void {
    for (const limiter of this.deps.limiters) limiter.clear()
  }

  /** A new token (its own rate budget and request log entries), e.g. one per e2e test. */
  mintToken(request: MintTokenRequest = {}): DemoCredential {
    const organizations = this.deps.store.dataset.organizations
    const wanted = request.organization ?? 'main'
    const organization =
      wanted === 'main'
        ? organizations[0]
        : wanted === 'second'
          ? organizations[1]
          : wanted === 'many'
            ? organizations[2]
            : organizations.find((o) => o.idx === wanted)
    if (!organization) throw new RangeError(`no organization "${wanted}"`)
    const now = this.deps.now()
    const environment = request.environment ?? this.#settings.environment
    const expiresInDays = request.expiresInDays ?? null
    const { record, token } = this.deps.tokens.add({
      organizationIdx: organization.idx,
      name: request.name ?? 'Minted demo token',
      environment,
      scopes: request.scopes ?? ['read'],
      createdAt: new Date(now).toISOString(),
      expiresAt: expiresInDays === null ? null : new Date(now + expiresInDays * 86_400_000).toISOString(),
    })
    return {
      token,
      idx: record.idx,
      name: record.name,
      organization: { idx: organization.idx, name: organization.name, slug: organization.slug },
      environment,
      scopes: record.scopes,
      expiresAt: record.expiresAt,
      purpose: 'minted through the demo controls',
    }
  }

  /** Revokes a token: it answers INVALID_API_TOKEN from now on. False if there is no such token. */
  revokeToken(idx: string): boolean {
    const record = this.deps.tokens.byIdx(idx)
    if (record) record.revoked = true
    return record !== undefined
  }

  /** Makes a token expire now: it answers EXPIRED_API_TOKEN from now on. */
  expireToken(idx: string): boolean {
    const record = this.deps.tokens.byIdx(idx)
    if (record) record.expiresAt = new Date(this.deps.now() - 1).toISOString()
    return record !== undefined
  }

  /** Back to the initial dataset; the simulation stops and forgets what it was playing. */
  reset(): void {
    this.simulation.stop()
    this.deps.store.reset()
    this.simulation.forget()
  }

  /** Stops timers (the running simulation), so a test process can exit. */
  close(): void {
    this.simulation.stop()
  }
}
