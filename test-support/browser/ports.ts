import { execFileSync } from 'node:child_process'

/**
 * Ports of the servers the e2e suite starts, picked free when the run starts (the operating system
 * hands out unused ones), so the suite never depends on a fixed port and two checkouts can run it at
 * once. Playwright loads this file first in its main process, which keeps the choice in the
 * environment for its workers and web servers; `COURTSIDE_E2E_PORTS` (five comma-separated ports:
 * API, viewer, API without ETag, proxy, API behind the proxy) sets them by hand.
 */
const PORTS_VARIABLE = 'COURTSIDE_E2E_PORTS'
const PORT_COUNT = 5

function pickFreePorts(count: number): number[] {
  // Synchronous because Playwright reads its config (and this file) synchronously. All five servers
  // are held open at once, so the five ports differ; they are closed before the web servers start.
  const script = `
    const net = require('node:net')
    const servers = Array.from({ length: ${count} }, () => net.createServer())
    Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))))
      .then((ports) => { process.stdout.write(ports.join(',')); servers.forEach((server) => server.close()) })`
  return parsePorts(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
}

function parsePorts(text: string): number[] {
  const ports = text.split(',').map(Number)
  if (
    ports.length !== PORT_COUNT ||
    !ports.every((port) => Number.isInteger(port) && port > 0 && port < 65536)
  ) {
    throw new Error(`${PORTS_VARIABLE} must be ${PORT_COUNT} comma-separated ports, not "${text}"`)
  }
  return ports
}

function e2ePorts(): number[] {
  const chosen = process.env[PORTS_VARIABLE]
  if (chosen) return parsePorts(chosen)
  const ports = pickFreePorts(PORT_COUNT)
  process.env[PORTS_VARIABLE] = ports.join(',')
  return ports
}

const [apiPort, viewerPort, apiNoEtagPort, proxyPort, proxyApiPort] = e2ePorts() as [
  number,
  number,
  number,
  number,
  number,
]

export const E2E_API_PORT = apiPort
export const E2E_VIEWER_PORT = viewerPort
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`
export const E2E_VIEWER_URL = `http://127.0.0.1:${E2E_VIEWER_PORT}`
/** A second demo API that hides `ETag` from other origins (CORS), for the browser-cache path. */
export const E2E_API_NO_ETAG_PORT = apiNoEtagPort
export const E2E_API_NO_ETAG_URL = `http://127.0.0.1:${E2E_API_NO_ETAG_PORT}`
/** The viewer behind the public-display proxy (nginx, scripts/proxy.ts), and the demo API behind it. */
export const E2E_PROXY_PORT = proxyPort
export const E2E_PROXY_URL = `http://127.0.0.1:${E2E_PROXY_PORT}`
export const E2E_PROXY_API_PORT = proxyApiPort
export const E2E_PROXY_API_URL = `http://127.0.0.1:${E2E_PROXY_API_PORT}`
