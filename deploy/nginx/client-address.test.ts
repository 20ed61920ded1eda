/**
 * Whom a miss (a URL with nothing cached) is counted against: the connection's address, an IPv6
 * /64 as one client (one home or phone has a whole /64 to take addresses from), and behind a
 * trusted load balancer or CDN (PROXY_TRUSTED_PROXIES) the address it names in X-Forwarded-For.
 * A small per-client allowance here (PROXY_CLIENT_MISS_RATE 4 a minute: 3 at once) so that a few
 * requests show it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProxyHarness, startProxyHarness } from '../../test-support/nginx/proxy-harness.ts'

const CDN_ADDRESS = '127.0.0.4'
const AT_ONCE = 3

let proxy: ProxyHarness
let window = 0

beforeAll(async () => {
  proxy = await startProxyHarness({
    ttlSeconds: 60,
    env: { PROXY_TRUSTED_PROXIES: CDN_ADDRESS, PROXY_MISS_RATE: '60', PROXY_CLIENT_MISS_RATE: '4' },
  })
}, 30_000)

afterAll(async () => {
  await proxy?.close()
})

/** A URL nobody asked for before: a miss. */
function newUrl(): string {
  window++
  return `/v1/external/tournaments?limit=1&offset=${window}`
}

/** The status of a miss sent from `address`, as if from `forwardedFor` when given. */
async function missFrom(address: string, forwardedFor?: string): Promise<number> {
  const get = proxy.clientAt(address)
  return (await get(newUrl(), forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {})).status
}

describe('misses per client', () => {
  it('counts one address, whatever X-Forwarded-For it sends when it is not a trusted proxy', async () => {
    const statuses = []
    for (let i = 0; i <= AT_ONCE; i++) statuses.push(await missFrom('127.0.0.5', `198.51.100.${i + 1}`))
    expect(statuses).toEqual([...Array<number>(AT_ONCE).fill(200), 429])
    // Another address still gets its new URLs.
    expect(await missFrom('127.0.0.6')).toBe(200)
  })

  it('counts the address a trusted proxy names, not the proxy', async () => {
    const statuses = []
    for (let i = 0; i <= AT_ONCE; i++) statuses.push(await missFrom(CDN_ADDRESS, `203.0.113.${i + 1}`))
    expect(statuses).toEqual(Array<number>(AT_ONCE + 1).fill(200))
  })

  it('counts an IPv6 /64 as one client, however its addresses are written', async () => {
    const sameNetwork = ['2001:db8:1:2::a', '2001:db8:1:2:0:1:2:3', '2001:DB8:1:2:0:0:0:C', '2001:db8:1:2::b']
    const statuses = []
    for (const address of sameNetwork) statuses.push(await missFrom(CDN_ADDRESS, address))
    expect(statuses).toEqual([...Array<number>(AT_ONCE).fill(200), 429])
    // The next /64 is another client.
    expect(await missFrom(CDN_ADDRESS, '2001:db8:1:3::a')).toBe(200)
  })
})
