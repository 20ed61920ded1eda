import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { CHUNK_GROUPS, compileHintBanner } from '../../scripts/chunk-groups.ts'

/**
 * The bracket harness page (bench/bracket/), built on its own so nothing of it reaches the app
 * bundle, and served from 127.0.0.1 on a free port with the data files the page reads and
 * brackets-viewer.js under /vendor/.
 */
const ROOT = resolve(import.meta.dirname, '..', '..')
// Under node_modules/.cache: out of git, lint and format, like any build cache.
export const HARNESS_OUT = join(ROOT, 'node_modules', '.cache', 'courtside-bracket-harness')
const VENDOR = join(ROOT, 'node_modules', 'brackets-viewer', 'dist')

export async function buildHarness(): Promise<void> {
  await build({
    configFile: false,
    root: join(ROOT, 'bench', 'bracket'),
    base: '/',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: {
      outDir: join(HARNESS_OUT, 'dist'),
      emptyOutDir: true,
      minify: process.env.BENCH_MINIFY !== 'false',
      // Split and hinted as the app's build is, so our code loads and compiles as it does there.
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS }, postBanner: compileHintBanner } },
    },
  })
}

/** Writes `/pages/<name>`: a static page served beside the harness (the Lighthouse bench's brackets-viewer page). */
export function writeHarnessPage(name: string, html: string): void {
  const dir = join(HARNESS_OUT, 'pages')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, name), html)
}

/** Writes `/data/<name>` for the page. */
export function writeHarnessData(name: string, data: unknown): void {
  const dir = join(HARNESS_OUT, 'data')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, name), JSON.stringify(data))
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

export async function serveHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file =
      path.startsWith('/data/') || path.startsWith('/pages/')
        ? join(HARNESS_OUT, path)
        : path.startsWith('/vendor/')
          ? join(VENDOR, path.slice('/vendor/'.length))
          : join(HARNESS_OUT, 'dist', path === '/' ? 'index.html' : path)
    if (!file.startsWith(ROOT) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    const type = TYPES[extname(file)]
    // In gzip, as any static host (and `vite preview`, which serves the app here) sends text: the
    // Lighthouse bench's brackets-viewer.js page downloads what it would from a CDN.
    const gzip = type !== undefined && /\bgzip\b/.test(String(request.headers['accept-encoding']))
    response.writeHead(200, {
      'Content-Type': type ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    })
    const body = gzip ? createGzip() : response
    if (gzip) body.pipe(response)
    // brackets-viewer.js gets the compile hint our draw's chunks have (scripts/chunk-groups.ts):
    // both contenders' code compiles as it loads, neither in the timed window.
    if (path === '/vendor/brackets-viewer.min.js') body.write(`${compileHintBanner({ name: 'results' })}\n`)
    createReadStream(file).pipe(body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
