/**
 * `npm start`: the demo API and the viewer together, the viewer already pointed at the API.
 * Prints both addresses and the demo token. Ctrl+C stops both.
 */
import type { ChildProcess } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'
import { demoToken, spawnDemoApi, spawnNode, waitForDemoApi } from './demo-api-process.ts'

const host = '127.0.0.1'
const apiPort = Number(process.env.API_PORT ?? 8787)
const viewerPort = Number(process.env.VIEWER_PORT ?? 5173)
const apiUrl = `http://${host}:${apiPort}`
const viewerUrl = `http://${host}:${viewerPort}`

const children: ChildProcess[] = []

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}

/** When one of the two stops, the other is stopped too. */
function watch(name: string, child: ChildProcess): void {
  child.on('exit', (code) => {
    console.error(`\n${name} stopped${code ? ` (exit code ${code})` : ''}; stopping the rest.`)
    stopAll(code ?? 1)
  })
  children.push(child)
}

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

// The live simulation on, in real time: the tournaments in progress are played on while one watches,
// each game at its printed time or when its court is free, as long as real games last, so courts
// fall behind their printed times and the estimated starts show.
const api = spawnDemoApi(apiPort, host, ['--simulate-in-time'])
watch('The demo API', api)
try {
  await waitForDemoApi(apiUrl, api)
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)} Set API_PORT to use another.`)
  stopAll(1)
}
const token = await demoToken(apiUrl).catch(() => null)
const viewer = spawnNode(['node_modules/vite/bin/vite.js', '--port', String(viewerPort), '--host', host], {
  COURTSIDE_CONFIG: JSON.stringify({ apiBaseUrl: apiUrl, demoToken: token }),
})
watch('The viewer', viewer)
await delay(1500)
console.log(
  [
    '',
    '  Courtside is running.',
    `  Viewer:     ${viewerUrl}`,
    `  Demo API:   ${apiUrl}`,
    `  Demo token: ${token ?? '(the demo API did not list one)'}`,
    '',
    '  Open the viewer and paste the token (or press "Use the demo token"). Ctrl+C stops both.',
    '',
  ].join('\n'),
)
