/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { CHUNK_GROUPS, compileHintBanner } from './scripts/chunk-groups.ts'
import { runtimeConfigOverride } from './scripts/runtime-config-plugin.ts'
import { serviceWorker } from './scripts/service-worker-plugin.ts'
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './src/config/security-headers.ts'

/** The CSP as a <meta> in the built index.html only: the dev server needs inline scripts for HMR. */
const contentSecurityPolicyMeta: Plugin = {
  name: 'courtside-csp-meta',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    },
  ],
}

/**
 * Tests of code that draws nothing (`*.test.ts`) run without a page: jsdom's setup cost each file
 * about a second (the domain's 29 files took 52 s in jsdom, 12 s without, on 2 cores). The few
 * that use the browser's address, storage, history or document say so below; a new one that
 * needs them fails with "window is not defined" until it is listed here.
 */
const NEEDS_A_PAGE = [
  'src/app/create-app.test.ts',
  'src/app/languages/languages.test.ts',
  'src/app/preconnect-api.test.ts',
  'src/auth/session.test.ts',
  'src/auth/token-fragment.test.ts',
  'src/components/alerts/alert-watch.test.ts',
  'src/components/forms/use-typed-search.test.ts',
  'src/components/team/follows.test.ts',
  'src/features/embed/host-script.test.ts',
  'src/features/screen/use-wake-lock.test.ts',
]

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components too: what a route file keeps unsplit is in every page's first load.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // Staff pages' and venue screens' loaders too, with their component: otherwise every
        // loader (and the queries it imports) is in the chunk every embed loads first.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/_staff/') || routeId === '/screen'
            ? [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
    }),
    react(),
    tailwindcss(),
    runtimeConfigOverride(),
    contentSecurityPolicyMeta,
    serviceWorker(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: SECURITY_HEADERS },
  build: {
    sourcemap: true,
    // No modulepreload polyfill: every browser the viewer supports but Safari 16 and Firefox before
    // 115 preloads modules itself, and those still load every module, only not ahead. It was the
    // whole of the entry file, 0.7 KB on every first load (decision record 0800).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A few chunks, each what a kind of page needs (decision record 0800): a page loads a
        // handful of files instead of thirty, and each compresses better as one file than as many.
        codeSplitting: { groups: CHUNK_GROUPS },
        // After minification, which would drop it: see scripts/chunk-groups.ts.
        postBanner: compileHintBanner,
      },
    },
  },
  test: {
    restoreMocks: true,
    // A page rendered against the demo API takes 1 to 3 s on CI's 2 cores; twice that when the
    // machine is busy. Waits inside tests keep their own, shorter timeouts.
    testTimeout: process.env.CI ? 15_000 : 10_000,
    // Worker threads start faster than forked processes: the unit stage ran about a fifth faster on
    // the 2-core machine (same files, same run), and every test passes in both.
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores, for its own process: one worker on CI's
    // 2 cores. Its process is idle once the files are transformed, and two workers took the
    // `dom` files from 244 s to 173 s there (same machine, same hour).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // deploy/ is not here: its tests run a real nginx (vitest.nginx.config.ts, `npm run test:nginx`).
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: NEEDS_A_PAGE,
          setupFiles: ['./test-support/console-guard.ts'],
          // One module graph per worker, not per file: these files share the demo API, the
          // contract and zod, and evaluating them again for each file was most of their time
          // (115 files: 99 s of CPU isolated, 42 s not, same machine, same run). Files here hold
          // no state between them (a failing order shows up as a failure, not a skip); the `dom`
          // files below keep their isolation, since React and the page are per-file state.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...NEEDS_A_PAGE],
          setupFiles: ['./test-support/console-guard.ts', './test-support/dom/setup.ts'],
        },
      },
    ],
  },
})
