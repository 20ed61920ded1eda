/**
 * The local try-out of the public-display proxy: the demo API, and nginx with the proxy config in
 * front of it, serving the built viewer. Used by `npm run proxy` (scripts/proxy.ts) and meant for a
 * Playwright `webServer` too (see deploy/nginx/README.md, "End-to-end tests").
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import {
  demoToken,
  REPO_ROOT,
  spawnDemoApi,
  spawnNode,
  waitForDemoApi,
} from '../../scripts/demo-api-process.ts'
import { type RunningNginx, startNginx, terminate } from './nginx-process.ts'
import { renderProxyConfig } from './render.ts'
import { readProxySettings } from './settings.ts'

const HOST = '127.0.0.1'

export interface ProxyStackOptions {
  /** The proxy's port on 127.0.0.1 (the address to open). */
  port: number
  /** The demo API's port on 127.0.0.1 (only nginx talks to it). */
  apiPort: number
  /** Other PROXY_* settings (cache TTL, frame ancestors…); upstream, token and listen are set here. */
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
}

export interface ProxyStack {
  url: string
  apiUrl: string
  runtimeDir: string
  /** Resolves when the demo API or nginx stops by itself, with a sentence saying which. */
  failed: Promise<string>
  stop(): Promise<void>
}

export async function startProxyStack(options: ProxyStackOptions): Promise<ProxyStack> {
  const log = options.log ?? (() => {})
  const env = options.env ?? process.env
  const url = `http://${HOST}:${options.port}`
  const apiUrl = `http://${HOST}:${options.apiPort}`
  const distDir = resolve(REPO_ROOT, env.PROXY_DIST_DIR ?? 'dist')
  await ensureViewerBuilt(distDir, log)

  const runtimeDir = await mkdtemp(join(tmpdir(), 'courtside-proxy-'))
  let api: ChildProcess | null = null
  let nginx: RunningNginx | null = null
  const stop = async (): Promise<void> => {
    await nginx?.stop()
    if (api) await terminate(api)
    await rm(runtimeDir, { recursive: true, force: true })
  }

  try {
    const servedDir = await viewerDirForWorkers(distDir, runtimeDir, log)
    api = spawnDemoApi(options.apiPort, HOST)
    await waitForDemoApi(apiUrl, api)
    const settings = readProxySettings(
      {
        ...env,
        PROXY_UPSTREAM_URL: apiUrl,
        PROXY_API_TOKEN: await demoToken(apiUrl),
        PROXY_API_TOKEN_FILE: undefined,
        PROXY_LISTEN: `${HOST}:${options.port}`,
        PROXY_RUNTIME_DIR: runtimeDir,
        PROXY_DIST_DIR: servedDir,
      },
      REPO_ROOT,
    )
    await renderProxyConfig(settings)
    nginx = await startNginx(runtimeDir, `${url}/config.json`)
    await checkViewerServed(url, runtimeDir)
  } catch (error) {
    await stop()
    throw error
  }

  const apiExit = api
  const nginxExit = nginx
  const failed = Promise.race([
    new Promise<string>((resolve) => apiExit.once('exit', () => resolve('The demo API stopped.'))),
    nginxExit.exited.then((code) => `nginx stopped (exit code ${code}):\n${nginxExit.output()}`),
  ])
  return { url, apiUrl, runtimeDir, failed, stop }
}

async function ensureViewerBuilt(distDir: string, log: (line: string) => void): Promise<void> {
  if (existsSync(join(distDir, 'index.html'))) return
  // The build writes dist/ only; another PROXY_DIST_DIR is the operator's to fill.
  if (distDir !== join(REPO_ROOT, 'dist')) throw new Error(`PROXY_DIST_DIR ${distDir} holds no index.html.`)
  log(`No viewer build in ${distDir}; building it (npm run build)…`)
  const build = spawnNode(['node_modules/vite/bin/vite.js', 'build'])
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) throw new Error(`The viewer build failed (exit code ${code}).`)
}

/**
 * Started as root, nginx's workers run as another user (PROXY_NGINX_USER), who must reach the
 * build through every directory above it. A checkout under a private directory (`mktemp -d`, a
 * home directory) does not allow that: then the stack serves a copy of the build from its own
 * runtime directory, which it opens to the workers.
 */
async function viewerDirForWorkers(distDir: string, runtimeDir: string, log: (line: string) => void) {
  if (process.getuid?.() !== 0 || (await othersCanReach(distDir))) return distDir
  const copy = join(runtimeDir, 'viewer')
  await cp(distDir, copy, { recursive: true })
  log(`Serving a copy of ${distDir}: nginx's workers cannot reach it where it is.`)
  return copy
}

/** Whether every directory from `dir` up to the root lets other users through (o+x). */
async function othersCanReach(dir: string): Promise<boolean> {
  for (let at = dir; ; at = dirname(at)) {
    if (((await stat(at)).mode & 0o001) === 0) return false
    if (dirname(at) === at) return true
  }
}

/** nginx answers /config.json itself; the viewer's files need its workers to read the build. */
async function checkViewerServed(url: string, runtimeDir: string): Promise<void> {
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.ok) return
  const errorLog = await readFile(join(runtimeDir, 'logs', 'error.log'), 'utf8').catch(() => '')
  throw new Error(
    `nginx answers ${response.status} for the viewer. Started as root, its workers run as ` +
      `PROXY_NGINX_USER (default nobody), who needs read access to every directory down to dist/.\n` +
      errorLog.split('\n').slice(-5).join('\n'),
  )
}
