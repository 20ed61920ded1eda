import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { build, type Plugin, type ResolvedConfig } from 'vite'

/** Built files the worker does not keep: maps, the worker itself, files with their own rules. */
const NOT_PRECACHED = [/\.map$/, /^\/sw\.js$/, /^\/config\.json$/, /^\/embed\.js$/]

/** Every file under `dir`, as a path from the site's root (/assets/…), in a stable order. */
export function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((file) => !NOT_PRECACHED.some((pattern) => pattern.test(file)))
    .sort()
}

/**
 * Builds the service worker (src/service-worker/worker.ts) into `dist/sw.js` once the app is
 * written, with the list of the build's files to keep and a version hashed from their bytes, so
 * any change to the app is a new worker for browsers to install (decision 3600). Hand-written
 * rather than Workbox: the worker does three things, and the app keeps the API's answers itself.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'courtside-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const files = builtFiles(outDir)
      const hash = createHash('sha256')
      for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)))
      const precache = { version: hash.digest('hex').slice(0, 16), files }
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        root: config.root,
        define: { __PRECACHE__: JSON.stringify(precache) },
        build: {
          write: false,
          minify: true,
          copyPublicDir: false,
          lib: {
            entry: resolve(config.root, 'src/service-worker/worker.ts'),
            formats: ['iife'],
            name: 'courtsideServiceWorker',
          },
        },
      })
      const outputs = Array.isArray(built) ? built : [built]
      const chunk = outputs
        .flatMap((output) => ('output' in output ? output.output : []))
        .find((file) => file.type === 'chunk')
      if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker build wrote no script')
      writeFileSync(join(outDir, 'sw.js'), chunk.code)
    },
  }
}
