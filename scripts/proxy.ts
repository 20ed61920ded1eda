/**
 * `npm run proxy`: the viewer behind the public-display proxy, as a club site or venue would run it.
 * Builds the viewer if dist/ is missing, starts the demo API and nginx in front of it, prints the
 * address to open. Ctrl+C stops both.
 *
 *   npm run proxy -- --port 8080 --api-port 8789
 *
 * Other settings come from the PROXY_* environment variables (deploy/nginx/README.md), e.g.
 * PROXY_CACHE_TTL=2 or PROXY_FRAME_ANCESTORS="'self' http://127.0.0.1:5500".
 */
import { parseArgs } from 'node:util'
import { startProxyStack } from '../deploy/nginx/stack.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PROXY_PORT ?? '8080' },
    'api-port': { type: 'string', default: process.env.API_PORT ?? '8789' },
  },
})

function port(name: string, raw: string): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`--${name} must be a port number, got ${JSON.stringify(raw)}`)
    process.exit(2)
  }
  return value
}

let stack
try {
  stack = await startProxyStack({
    port: port('port', values.port),
    apiPort: port('api-port', values['api-port']),
    log: (line) => console.log(line),
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const running = stack
let stopping: Promise<void> | null = null
async function stop(code: number): Promise<never> {
  stopping ??= running.stop()
  await stopping
  process.exit(code)
}
// Ctrl+C reaches nginx and the demo API too (same process group); they stop on their own as well.
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
void running.failed.then((reason) => {
  if (stopping) return
  console.error(`\n${reason} Stopping the rest.`)
  return stop(1)
})

console.log(
  [
    '',
    '  Courtside is running behind the public-display proxy (nginx).',
    `  Open:      ${running.url}`,
    `  Demo API:  ${running.apiUrl} (only nginx talks to it; the browser holds no token)`,
    `  Logs:      ${running.runtimeDir}/logs (upstream.log: every request that reached the API)`,
    '',
    '  Ctrl+C stops both.',
    '',
  ].join('\n'),
)
