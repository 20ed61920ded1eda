/**
 * Runs nginx in the foreground (`daemon off`) on a rendered runtime directory, for the tests and
 * `npm run proxy`. nginx stays in its parent's process group, so Ctrl+C in a terminal, or a test
 * runner killing the group, reaches it and its workers too.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { accessSync, constants, readFileSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { CONFIG_FILE_NAME } from './render.ts'

export const INSTALL_HINT =
  'nginx is not installed. Install it with `apt-get install nginx` (Debian/Ubuntu; `.ci/run` does this on CI), ' +
  'or set NGINX_BIN to the nginx binary.'

export function findNginx(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = env.NGINX_BIN
    ? [env.NGINX_BIN]
    : [
        ...(env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
        '/usr/sbin/nginx',
        '/usr/local/sbin/nginx',
      ]
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not this one
    }
  }
  throw new Error(INSTALL_HINT)
}

export interface RunningNginx {
  readonly pid: number
  /** What nginx wrote to stderr so far (start-up errors, alerts). */
  output(): string
  /** Resolves with the exit code when nginx stops, for whatever reason. */
  readonly exited: Promise<number | null>
  stop(): Promise<void>
}

/**
 * Starts nginx and resolves once `readyUrl` answers, or rejects with nginx's own words when it
 * exits first (a taken port, a config error) or does not answer within the timeout.
 */
export async function startNginx(
  runtimeDir: string,
  readyUrl: string,
  timeoutMs = 10_000,
): Promise<RunningNginx> {
  const binary = findNginx()
  const child = spawn(
    binary,
    ['-p', `${runtimeDir}/`, '-c', CONFIG_FILE_NAME, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  // If this process ends without stopping nginx (a crashed test run), nginx must not outlive it.
  const onExit = (): void => void child.kill('SIGTERM')
  process.once('exit', onExit)
  void exited.then(() => process.off('exit', onExit))
  const spawnFailed = new Promise<Error>((resolve) => child.once('error', resolve))

  const running: RunningNginx = {
    pid: child.pid ?? -1,
    output: () => stderr,
    exited,
    stop: () => terminate(child, () => (child.pid === undefined ? [] : childPids(child.pid))),
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const early = await Promise.race([
      exited.then((code) => `nginx exited (code ${code}) while starting:\n${stderr}`),
      spawnFailed.then((error) => `nginx could not be started (${error.message}). ${INSTALL_HINT}`),
      answers(readyUrl).then((ok) => (ok ? 'ready' : null)),
    ])
    if (early === 'ready') return running
    if (early !== null) {
      await running.stop()
      throw new Error(early)
    }
    await delay(50)
  }
  await running.stop()
  throw new Error(`nginx did not answer ${readyUrl} within ${timeoutMs} ms:\n${stderr}`)
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

/**
 * Stops a child: SIGTERM (for nginx, its fast shutdown, workers included), then SIGKILL after 5 s
 * for it and for `alsoKill()`, the pids read while it still runs (nginx's workers).
 */
export async function terminate(child: ChildProcess, alsoKill: () => number[] = () => []): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  if (await Promise.race([exited.then(() => true), delay(5_000).then(() => false)])) return
  const others = alsoKill()
  child.kill('SIGKILL')
  for (const pid of others) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await exited
}

/** The master's children (workers, cache manager), read before the master goes. */
function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    )
  } catch {
    return []
  }
}
