import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { DemoEnv } from '../http/env.ts'
import type { RequestLogFilter } from '../http/request-log.ts'
import type { DemoControls } from './controls.ts'
import { faultSettingsSchema } from './faults.ts'

export const DEMO_BASE = '/_demo'

const mintSchema = z.object({
  organization: z.string().optional(),
  name: z.string().max(100).optional(),
  scopes: z.array(z.string()).optional(),
  expiresInDays: z.number().nullable().optional(),
  environment: z.enum(['test', 'live']).optional(),
})

const settingsSchema = z.object({
  rateLimit: z
    .object({
      perToken: z.number().int().min(1),
      perIp: z.number().int().min(1),
      windowSeconds: z.number().min(0.001),
    })
    .partial()
    .optional(),
  exposeEtag: z.boolean().optional(),
  compression: z.boolean().optional(),
})

const simulationSchema = z.object({
  running: z.boolean().optional(),
  speed: z.number().min(0.01).max(10_000).optional(),
  tournaments: z.array(z.string()).nullable().optional(),
})
const stepSchema = z.object({
  events: z.number().int().min(1).max(10_000).optional(),
  tournamentIdx: z.string().optional(),
})

const ENDPOINTS = [
  'GET    /_demo/health                     liveness (stays on with --no-demo-controls)',
  'GET    /_demo/credentials                the fixed demo tokens',
  'POST   /_demo/tokens                     mint a token {organization, name, scopes, expiresInDays}',
  'POST   /_demo/tokens/:idx/revoke         revoke a token',
  'POST   /_demo/tokens/:idx/expire         make a token expire now',
  'GET    /_demo/settings                   rate limits, ETag exposure, compression, environment',
  'POST   /_demo/settings                   change them {rateLimit: {perToken, perIp, windowSeconds}, exposeEtag, compression}',
  'GET    /_demo/simulation                 live simulation state',
  'POST   /_demo/simulation                 {running, speed, tournaments: [idx] | null}',
  'POST   /_demo/simulation/step            apply {events: N, tournamentIdx?} events now',
  'GET    /_demo/faults                     injected faults',
  'POST   /_demo/faults                     switch faults on/off (partial settings)',
  'DELETE /_demo/faults                     switch every fault off',
  'GET    /_demo/requests                   request log and counters (?token=&since=&after=&path=&entries=false)',
  'DELETE /_demo/requests                   clear the request log',
  'POST   /_demo/reset                      back to the initial dataset',
]

/** The demo control surface over HTTP; each route is one call on `controls`. */
export function registerDemoControls(app: Hono<DemoEnv>, controls: DemoControls): void {
  const route = (path: string) => `${DEMO_BASE}${path}`
  app.get(DEMO_BASE, (c) => c.json({ endpoints: ENDPOINTS }))
  app.get(route('/credentials'), (c) => c.json(controls.credentials))
  app.post(route('/tokens'), async (c) => {
    const body = await bodyOf(c, mintSchema)
    if (body instanceof Response) return body
    try {
      return c.json(controls.mintToken(body), 201)
    } catch (error) {
      return badRequest(c, error instanceof Error ? error.message : String(error))
    }
  })
  app.post(route('/tokens/:idx/revoke'), (c) =>
    controls.revokeToken(c.req.param('idx') ?? '') ? c.json({ ok: true }) : notFound(c, 'no such token'),
  )
  app.post(route('/tokens/:idx/expire'), (c) =>
    controls.expireToken(c.req.param('idx') ?? '') ? c.json({ ok: true }) : notFound(c, 'no such token'),
  )
  app.get(route('/settings'), (c) => c.json(controls.settings()))
  app.post(route('/settings'), async (c) => {
    const body = await bodyOf(c, settingsSchema)
    return body instanceof Response ? body : c.json(controls.updateSettings(body))
  })
  app.get(route('/simulation'), (c) => c.json(controls.simulation.state()))
  app.post(route('/simulation'), async (c) => {
    const body = await bodyOf(c, simulationSchema)
    if (body instanceof Response) return body
    const { simulation } = controls
    if (body.tournaments !== undefined) simulation.setTournaments(body.tournaments)
    if (body.running === true) simulation.start(body.speed)
    else if (body.running === false) simulation.stop()
    if (body.speed !== undefined && body.running !== true) simulation.setSpeed(body.speed)
    return c.json(simulation.state())
  })
  app.post(route('/simulation/step'), async (c) => {
    const body = await bodyOf(c, stepSchema)
    if (body instanceof Response) return body
    const events = controls.simulation.step(body.events ?? 1, body.tournamentIdx)
    return c.json({ events, state: controls.simulation.state() })
  })
  app.get(route('/faults'), (c) => c.json(controls.faults.settings))
  app.post(route('/faults'), async (c) => {
    const body = await bodyOf(c, faultSettingsSchema.partial())
    return body instanceof Response ? body : c.json(controls.faults.set(body))
  })
  app.delete(route('/faults'), (c) => c.json(controls.faults.clear()))
  app.get(route('/requests'), (c) => {
    const filter = logFilter(c)
    if (filter instanceof Response) return filter
    const counters = controls.requests.counters(filter)
    if (c.req.query('entries') === 'false') return c.json({ counters })
    return c.json({ entries: controls.requests.entries(filter), counters })
  })
  app.delete(route('/requests'), (c) => {
    controls.requests.clear()
    return c.json({ ok: true })
  })
  app.post(route('/reset'), (c) => {
    controls.reset()
    return c.json({ ok: true })
  })
}

async function bodyOf<T>(c: Context<DemoEnv>, schema: z.ZodType<T>): Promise<T | Response> {
  const text = await c.req.text()
  let json: unknown = {}
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text)
    } catch {
      return badRequest(c, 'the body is not JSON')
    }
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  return badRequest(
    c,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
  )
}

function logFilter(c: Context<DemoEnv>): RequestLogFilter | Response {
  const filter: RequestLogFilter = {}
  const { token, since, after, path } = c.req.query()
  if (token) filter.tokenIdx = token
  if (path) filter.pathPrefix = path
  if (since) {
    const time = /^\d+$/.test(since) ? Number(since) : Date.parse(since)
    if (Number.isNaN(time))
      return badRequest(c, 'since must be an ISO date-time or milliseconds since the epoch')
    filter.since = time
  }
  if (after) {
    if (!/^\d+$/.test(after)) return badRequest(c, 'after must be a sequence number')
    filter.after = Number(after)
  }
  return filter
}

function badRequest(c: Context<DemoEnv>, message: string): Response {
  return c.json({ statusCode: 400, code: 'BAD_DEMO_REQUEST', message }, 400)
}

function notFound(c: Context<DemoEnv>, message: string): Response {
  return c.json({ statusCode: 404, code: 'NOT_FOUND', message }, 404)
}
