/**
 * The demo API as a child process on loopback, for `npm start` (scripts/start.ts) and the proxy's
 * local stack (deploy/nginx/stack.ts): started from the repository's root, waited for until it
 * answers, and asked for its demo token.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** A Node script of this repository, its output on ours, with `env` added to our environment. */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
}

/** `flags`: more of the CLI's flags (server/README.md), such as `--simulate`. */
export function spawnDemoApi(port: number, host: string, flags: readonly string[] = []): ChildProcess {
  return spawnNode(['--import', 'tsx', 'server/src/cli.ts', '--port', String(port), '--host', host, ...flags])
}

/** Resolves once `/_demo/health` answers; throws when the process exits first or 30 s pass. */
export async function waitForDemoApi(apiUrl: string, api: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (api.exitCode !== null)
      throw new Error(`The demo API exited (code ${api.exitCode}); is its port taken?`)
    try {
      if ((await fetch(`${apiUrl}/_demo/health`)).ok) return
    } catch {
      // not listening yet
    }
    await delay(200)
  }
  throw new Error(`The demo API did not answer on ${apiUrl} within 30 s. Is its port taken?`)
}

/** The main organization's demo token, from `/_demo/credentials`. */
export async function demoToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/_demo/credentials`)
  const body = (await response.json()) as { main?: { token?: unknown } }
  const token = body.main?.token
  if (!response.ok || typeof token !== 'string')
    throw new Error(`The demo API's /_demo/credentials lists no main.token (status ${response.status}).`)
  return token
}
