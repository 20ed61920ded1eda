/**
 * `npm start`: the demo API and the viewer together, the viewer already pointed at the API.
 * Prints both addresses and the demo token. Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'

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

function start(name: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  child.on('exit', (code) => {
    console.error(`\n${name} stopped${code ? ` (exit code ${code})` : ''}; stopping the rest.`)
    stopAll(code ?? 1)
  })
  children.push(child)
  return child
}

async function waitForApi(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`${apiUrl}/_demo/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await delay(200)
  }
  console.error(
    `The demo API did not answer on ${apiUrl} within 20 s. Is port ${apiPort} taken? Set API_PORT.`,
  )
  stopAll(1)
}

async function demoToken(): Promise<string | null> {
  try {
    const response = await fetch(`${apiUrl}/_demo/credentials`)
    if (!response.ok) return null
    const body = (await response.json()) as { main?: { token?: string } }
    return body.main?.token ?? null
  } catch {
    return null
  }
}

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

start('The demo API', ['--import', 'tsx', 'server/src/cli.ts', '--port', String(apiPort), '--host', host])
await waitForApi()
const token = await demoToken()
start('The viewer', ['node_modules/vite/bin/vite.js', '--port', String(viewerPort), '--host', host], {
  COURTSIDE_CONFIG: JSON.stringify({ apiBaseUrl: apiUrl, demoToken: token }),
})
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
