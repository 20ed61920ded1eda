import type { Context } from 'hono'
import type { DemoEnv } from './env.ts'

export const CLIENT_IP_HEADER = 'X-Demo-Client-Ip'

/**
 * The address a request counts against for the per-IP ceiling: the `X-Demo-Client-Ip` header
 * when `trustHeader` (so tests can act as several clients; off by default, as anyone could then
 * pick a fresh address per request), else the socket's address, else (an in-process request has
 * no socket) `fallback`.
 */
export function clientIp(c: Context<DemoEnv>, options: { trustHeader: boolean; fallback: string }): string {
  const declared = options.trustHeader ? c.req.header(CLIENT_IP_HEADER) : undefined
  if (declared) return declared
  return c.env?.incoming?.socket.remoteAddress ?? options.fallback
}
