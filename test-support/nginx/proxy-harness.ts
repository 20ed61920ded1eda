/**
 * A real nginx, rendered from our template, in front of the demo API running in this process (so
 * a test reads the demo API's request log and fault controls directly). Everything on loopback,
 * in a temporary directory that `close()` removes after stopping nginx.
 */
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningNginx, startNginx } from '../../deploy/nginx/nginx-process.ts'
import { renderProxyConfig } from '../../deploy/nginx/render.ts'
import { readProxySettings } from '../../deploy/nginx/settings.ts'
import { REPO_ROOT } from '../../scripts/demo-api-process.ts'
import type { DemoApp } from '../../server/src/app.ts'
import type { RequestLogEntry } from '../../server/src/http/request-log.ts'
import { serveDemoApi, type ServedDemoApi } from '../demo-api/serve.ts'

const HOST = '127.0.0.1'

export interface BrowserAnswer {
  status: number
  headers: Headers
  body: string
}

export interface ProxyHarness {
  readonly proxyUrl: string
  readonly ttlSeconds: number
  readonly demo: DemoApp
  /** The token the proxy holds (the demo's `main` token). */
  readonly token: string
  readonly runtimeDir: string
  /** A request as a browser makes it, recorded for `answers`. */
  get(path: string, init?: RequestInit): Promise<BrowserAnswer>
  /**
   * GETs as a browser at another loopback address (127.0.0.2, 127.0.0.3…: all of 127/8 is this
   * machine) makes them, so nginx sees several clients. Not recorded in `answers`.
   */
  clientAt(address: string): (path: string, headers?: Record<string, string>) => Promise<BrowserAnswer>
  /** Every answer `get` received so far. */
  readonly answers: BrowserAnswer[]
  /** Requests that reached the demo API, for paths starting with `pathPrefix`. */
  upstreamRequests(pathPrefix?: string): RequestLogEntry[]
  /** nginx's logs (access, upstream, error), concatenated. */
  logs(): Promise<string>
  stopApi(): Promise<void>
  startApi(): Promise<void>
  close(): Promise<void>
}

export interface HarnessOptions {
  ttlSeconds: number
  /** More PROXY_* settings. */
  env?: Record<string, string>
}

export async function startProxyHarness(options: HarnessOptions): Promise<ProxyHarness> {
  const runtimeDir = await mkdtemp(join(tmpdir(), 'courtside-nginx-test-'))
  // nginx's workers run as nobody when the tests run as root: they must reach dist/ and the cache.
  await chmod(runtimeDir, 0o755)
  const nginxDir = join(runtimeDir, 'nginx')
  let api: ServedDemoApi | null = null
  let nginx: RunningNginx | null = null
  const agents: Agent[] = []
  const close = async (): Promise<void> => {
    for (const agent of agents) agent.destroy()
    await nginx?.stop()
    await api?.close()
    await rm(runtimeDir, { recursive: true, force: true })
  }

  let proxyUrl = ''
  try {
    api = await serveDemoApi()
    const distDir = await writeFakeDist(runtimeDir)
    // A port can be taken between probing it and nginx binding it: try a few.
    for (let attempt = 1; nginx === null; attempt++) {
      const port = await freePort()
      proxyUrl = `http://${HOST}:${port}`
      const settings = readProxySettings(
        {
          PROXY_UPSTREAM_URL: api.url,
          PROXY_API_TOKEN: api.demo.controls.credentials.main.token,
          PROXY_LISTEN: `${HOST}:${port}`,
          PROXY_CACHE_TTL: String(options.ttlSeconds),
          PROXY_DIST_DIR: distDir,
          PROXY_RUNTIME_DIR: nginxDir,
          ...options.env,
        },
        REPO_ROOT,
      )
      await renderProxyConfig(settings)
      try {
        nginx = await startNginx(nginxDir, `${proxyUrl}/config.json`)
      } catch (error) {
        if (attempt >= 3 || !String(error).includes('Address already in use')) throw error
      }
    }
  } catch (error) {
    await close()
    throw error
  }

  const running = nginx
  const { demo } = api
  const answers: BrowserAnswer[] = []
  return {
    proxyUrl,
    ttlSeconds: options.ttlSeconds,
    demo,
    token: demo.controls.credentials.main.token,
    runtimeDir: nginxDir,
    answers,
    async get(path, init) {
      const response = await fetch(`${proxyUrl}${path}`, init)
      const answer = { status: response.status, headers: response.headers, body: await response.text() }
      answers.push(answer)
      return answer
    },
    clientAt(address) {
      // Keep-alive, as a browser or screen polls.
      const agent = new Agent({ keepAlive: true })
      agents.push(agent)
      return (path, headers = {}) => getFrom(agent, address, `${proxyUrl}${path}`, headers)
    },
    upstreamRequests: (pathPrefix) => demo.controls.requests.entries({ pathPrefix }),
    async logs() {
      const files = ['access.log', 'upstream.log', 'error.log'].map((name) => join(nginxDir, 'logs', name))
      const texts = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')))
      return texts.join('\n') + running.output()
    },
    stopApi: api.stop,
    startApi: api.start,
    close,
  }
}

function getFrom(
  agent: Agent,
  localAddress: string,
  url: string,
  headers: Record<string, string>,
): Promise<BrowserAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, localAddress, headers, timeout: 10_000 }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        const answerHeaders = new Headers()
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') answerHeaders.set(name, value)
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, body })
      })
    })
    req.on('timeout', () => req.destroy(new Error(`no answer to ${url} within 10 s`)))
    req.on('error', reject).end()
  })
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, HOST, resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Files of the stand-in dist/ (under /assets/) large enough for nginx to compress. */
export const FAKE_SCRIPT = 'app-Big123.js'
export const FAKE_STYLES = 'app-Big123.css'

/**
 * A stand-in for dist/: the tests check how files are served, not the viewer itself, and must not
 * depend on a build. Its config.json says "user" mode: the proxy must answer with its own.
 */
async function writeFakeDist(runtimeDir: string): Promise<string> {
  const dist = join(runtimeDir, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Courtside</title><div id="root"></div>\n')
  await writeFile(join(dist, 'config.json'), '{"apiBaseUrl":"http://127.0.0.1:8787","tokenMode":"user"}\n')
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), 'console.log("viewer")\n')
  // Code and styles over nginx's 1 KB threshold, for the compression tests.
  await writeFile(
    join(dist, 'assets', FAKE_SCRIPT),
    `${'console.log("a line of the viewer");\n'.repeat(200)}`,
  )
  await writeFile(join(dist, 'assets', FAKE_STYLES), `${'.viewer { color: rebeccapurple; }\n'.repeat(200)}`)
  return dist
}
