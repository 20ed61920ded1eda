/**
 * `npm run api`: the demo API on a port. The only module of the server that listens; see
 * `--help` and server/README.md.
 */
import { serve } from '@hono/node-server'
import { createDemoApp } from './app.ts'
import { HELP_TEXT, parseCliArgs } from './cli-args.ts'
import { readDatasetFile, writeDatasetFile } from './data/dataset-file.ts'
import { generateDemoDataset } from './data/generate.ts'

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

const parsed = parseCliArgs(process.argv.slice(2), process.env)
if (!parsed.ok) {
  console.error(`${parsed.error}\nRun with --help for the options.`)
  process.exit(2)
}
const options = parsed.options
if (options.help) {
  console.log(HELP_TEXT)
  process.exit(0)
}

const generate = () =>
  generateDemoDataset({
    seed: options.seed ?? undefined,
    anchor: options.anchor ?? new Date(),
    playInTime: options.simulateInTime,
  })

if (options.writeDataFile) {
  writeDatasetFile(options.writeDataFile, generate())
  console.log(`Wrote the demo dataset to ${options.writeDataFile}`)
  process.exit(0)
}

let dataset
try {
  dataset = options.dataFile ? readDatasetFile(options.dataFile) : generate()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

const demo = createDemoApp({
  environment: options.environment,
  dataset,
  rateLimit: {
    ...(options.rateWindowSeconds !== null ? { windowSeconds: options.rateWindowSeconds } : {}),
    ...(options.rateLimitToken !== null ? { perToken: options.rateLimitToken } : {}),
    ...(options.rateLimitIp !== null ? { perIp: options.rateLimitIp } : {}),
  },
  exposeEtag: options.exposeEtag,
  compression: options.compression,
  demoControls: options.demoControls,
  clientIpHeader: options.clientIpHeader,
  simulation: {
    running: options.simulate,
    speed: options.simulationSpeed,
    pace: options.simulateInTime ? 'clock' : 'events',
  },
  onError: (error) => console.error('Demo API error:', error),
})

const server = serve({ fetch: demo.app.fetch, port: options.port, hostname: options.host }, (info) => {
  const base = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`
  const lines = [
    `Demo API on ${base} (environment: ${options.environment})`,
    `  try:  curl -H "Authorization: Bearer ${demo.controls.credentials.main.token}" ${base}/v1/external/me`,
    options.demoControls ? `  demo controls: ${base}/_demo` : '  demo controls: off',
    ...(options.demoControls && !LOOPBACK.test(info.address)
      ? [
          '  warning: not on loopback, so other machines can mint tokens and inject faults (--no-demo-controls)',
        ]
      : []),
    !options.simulate
      ? '  live simulation: off'
      : options.simulateInTime
        ? '  live simulation: on, in real time'
        : `  live simulation: on (speed ${options.simulationSpeed})`,
  ]
  console.log(lines.join('\n'))
})

server.on('error', (error) => {
  console.error(`The demo API cannot listen on ${options.host}:${options.port}: ${error.message}`)
  process.exit(1)
})

const stop = () => {
  demo.close()
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
