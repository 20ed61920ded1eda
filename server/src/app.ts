/**
 * The demo API: a faithful, deterministic implementation of the Tournament Results Read API
 * contract, with a control surface for tests and demos under /_demo/. Importing this module has
 * no side effects; the CLI (`cli.ts`) is what listens on a port.
 */
import { Hono, type Context } from 'hono'
import { sendError } from './api/errors.ts'
import { API_BASE, registerApi } from './api/routes.ts'
import { addDemoTokens } from './auth/demo-credentials.ts'
import { TokenStore, type Environment } from './auth/token-store.ts'
import type { Dataset } from './data/dataset-schema.ts'
import { generateDemoDataset } from './data/generate.ts'
import { DemoControls, type DemoSettings } from './demo/controls.ts'
import { DROPPED_HEADER, faultMiddleware } from './demo/fault-middleware.ts'
import { FaultInjector } from './demo/faults.ts'
import { logMiddleware } from './demo/log-middleware.ts'
import { refuseBrowsers } from './demo/origin-guard.ts'
import { DEMO_BASE, registerDemoControls } from './demo/routes.ts'
import { LiveSimulation, type SimulationPace } from './demo/simulation.ts'
import { clientIp } from './http/client-ip.ts'
import { cors } from './http/cors.ts'
import type { DemoEnv } from './http/env.ts'
import { DEFAULT_RATE_LIMITS, FixedWindowLimiter, type RateLimitSettings } from './http/rate-limit.ts'
import { RequestLog } from './http/request-log.ts'
import { DemoStore } from './store/demo-store.ts'

export interface DemoAppOptions {
  /** The environment the server plays: it accepts `tr_<environment>_…` tokens only. Default `test`. */
  environment?: Environment
  /** The data to serve. Default: the generated demo dataset (`seed`, `anchor`). */
  dataset?: Dataset
  seed?: number
  anchor?: Date | string
  /** Default 120 per token and 300 per address per 60 seconds. */
  rateLimit?: Partial<RateLimitSettings>
  /** Whether CORS exposes `ETag` to scripts on other origins. Default true. */
  exposeEtag?: boolean
  /** Whether answers go in br or gzip to clients whose `Accept-Encoding` takes it. Default true. */
  compression?: boolean
  /** The /_demo/ control surface. Default true. */
  demoControls?: boolean
  /** Whether the `X-Demo-Client-Ip` header names the address of the per-IP ceiling. Default false. */
  clientIpHeader?: boolean
  /** The clock, in ms since the epoch: rate windows, token expiry, simulation times. */
  now?: () => number
  /** The address of in-process requests (no socket) for the per-IP ceiling. Default 127.0.0.1. */
  clientIp?: string
  /** `publicUrl` is `<publicSiteUrl>/t/<slug>`. */
  publicSiteUrl?: string
  /** Start the live simulation at once, at this speed or (pace 'clock') in real time. */
  simulation?: { running?: boolean; speed?: number; pace?: SimulationPace }
  /** Told about an unexpected error (answered 500); the CLI logs it. */
  onError?: (error: Error) => void
}

export interface DemoApp {
  app: Hono<DemoEnv>
  /** The app as a fetch function: in-process requests, no port. A dropped connection rejects. */
  fetch: (request: Request) => Promise<Response>
  controls: DemoControls
  /** The data as served now (the live simulation changes it). */
  readonly dataset: Dataset
  /** Stops timers. */
  close: () => void
}

export const DEFAULT_PUBLIC_SITE_URL = 'https://tournaments.courtside.example'

let defaultDataset: Dataset | undefined

/** The generated dataset for the default seed and anchor, built once per process. */
function theDefaultDataset(): Dataset {
  defaultDataset ??= generateDemoDataset()
  return defaultDataset
}

export function createDemoApp(options: DemoAppOptions = {}): DemoApp {
  const now = options.now ?? Date.now
  const demoControls = options.demoControls ?? true
  const initial =
    options.dataset ??
    (options.seed === undefined && options.anchor === undefined
      ? theDefaultDataset()
      : generateDemoDataset({ seed: options.seed, anchor: options.anchor }))
  const store = new DemoStore(initial)
  const tokens = new TokenStore()
  const settings: DemoSettings = {
    environment: options.environment ?? 'test',
    rateLimit: { ...DEFAULT_RATE_LIMITS, ...options.rateLimit },
    exposeEtag: options.exposeEtag ?? true,
    compression: options.compression ?? true,
  }
  const credentials = addDemoTokens(tokens, initial, settings.environment, now())
  const tokenLimiter = new FixedWindowLimiter(
    () => ({ limit: settings.rateLimit.perToken, windowSeconds: settings.rateLimit.windowSeconds }),
    now,
  )
  const ipLimiter = new FixedWindowLimiter(
    () => ({ limit: settings.rateLimit.perIp, windowSeconds: settings.rateLimit.windowSeconds }),
    now,
  )
  const simulation = new LiveSimulation(
    store,
    now,
    options.simulation?.speed ?? 1,
    options.simulation?.pace ?? 'events',
  )
  const faults = new FaultInjector()
  const requests = new RequestLog()
  const controls = new DemoControls(
    { store, tokens, credentials, settings, limiters: [tokenLimiter, ipLimiter], now },
    simulation,
    faults,
    requests,
  )
  const addressOf = (c: Context<DemoEnv>) =>
    clientIp(c, { trustHeader: options.clientIpHeader ?? false, fallback: options.clientIp ?? '127.0.0.1' })
  const rateLimits = () => controls.settings().rateLimit

  const app = new Hono<DemoEnv>()
  if (demoControls)
    app.use(`${API_BASE}/*`, logMiddleware({ log: requests, tokens, now, clientIp: addressOf }))
  app.use('*', cors({ exposeEtag: () => controls.settings().exposeEtag, exceptUnder: DEMO_BASE }))
  app.use(`${DEMO_BASE}/*`, refuseBrowsers())
  app.use(`${API_BASE}/*`, async (c, next) => {
    c.set('compression', controls.settings().compression)
    await next()
  })
  if (demoControls) app.use(`${API_BASE}/*`, faultMiddleware({ faults, tokens, rateLimits, now }))
  registerApi(app, {
    store,
    rateLimits,
    publicSiteUrl: options.publicSiteUrl ?? DEFAULT_PUBLIC_SITE_URL,
    tokens,
    environment: () => settings.environment,
    tokenLimiter,
    ipLimiter,
    clientIp: addressOf,
    now,
  })
  app.get(`${DEMO_BASE}/health`, (c) => c.json({ ok: true }))
  if (demoControls) registerDemoControls(app, controls)
  app.notFound((c) => sendError(c, 404, 'NOT_FOUND', `Cannot ${c.req.method} ${c.req.path}`))
  app.onError((error, c) => {
    options.onError?.(error)
    return sendError(c, 500, 'INTERNAL_SERVER_ERROR', 'The demo API failed; retry later.')
  })
  if (options.simulation?.running) simulation.start()

  return {
    app,
    fetch: async (request) => {
      const response = await app.fetch(request)
      if (response.headers.has(DROPPED_HEADER)) {
        throw new TypeError('fetch failed: the demo API dropped the connection (fault injection)')
      }
      return response
    },
    controls,
    get dataset() {
      return store.dataset
    },
    close: () => controls.close(),
  }
}
