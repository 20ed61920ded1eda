/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { runtimeConfigOverride } from './scripts/runtime-config-plugin.ts'
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './src/app/security-headers.ts'

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

/** A chunk group's test: the module's path under `src/` matches `pattern` (on any OS). */
const inSrc =
  (pattern: RegExp) =>
  (id: string): boolean => {
    const path = id.replaceAll('\\', '/')
    const at = path.lastIndexOf('/src/')
    return at >= 0 && pattern.test(path.slice(at + '/src/'.length))
  }

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack|zod|use-sync-external-store)[\\/]/
/** Hooks of one kind of page each (`useQueries`: venue screens; `useMutation`: the connect page). */
const ONE_PAGE_HOOKS = /[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js$/
/** The bracket's and the pool table's interactive views, which venue screens don't show. */
const RESULT_VIEWS = /\/(Bracket|BracketViewport|RoundList|PrintPages|StandingsTable)\.tsx$/
/** Embed pages that show pools or a bracket, and their routes' split parts. */
const embedResults = inSrc(
  /^(features\/embed\/(Embed(Division|Round|Pool|Draw)Page|RoundContent|RoundFrame|use-embed-round)\.tsx$|routes\/embed\/tournaments\/[^?]*\/(divisions|rounds)\/)/,
)
const results = inSrc(/^features\/(bracket|standings)\//)
/** Every embed's frame: shell, header and footer, messages (not the builder's, not the pages'). */
const embedFrame = inSrc(
  /^(features\/embed\/(?!Embed\w+Page|Round|use-embed-round|visitor-budget)[^/]+\.tsx?$|routes\/embed\/route\.tsx\?)/,
)

/**
 * Rolldown's chunk groups, by priority. A group also takes the modules its modules import (unless
 * a group of higher priority has them), so each test names only where a kind of page starts.
 */
const CHUNK_GROUPS = [
  // React, the router, the query client and zod: every page needs them, and they stay cached
  // across releases that change only our code.
  { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !ONE_PAGE_HOOKS.test(id), priority: 50 },
  // A language's words, loaded only for a page in it (src/i18n/locale.tsx).
  {
    name: (id: string) => `words-${/(es|fr)\.ts$/.exec(id)?.[1]}`,
    debugName: 'words',
    test: inSrc(/^(features\/.+\/messages\.(es|fr)|i18n\/(es|fr))\.ts$/),
    priority: 40,
  },
  // What every page runs: the entry (routes with their loaders and search schemas), the API
  // client, session and configuration, dates and scores, the active language. Not the staff
  // pages' error texts.
  {
    name: 'app',
    test: inSrc(
      /^(main\.tsx$|api\/(?!error-messages)|auth\/|config\/|domain\/|i18n\/|features\/embed\/(embed-data|height-messages))/,
    ),
    priority: 30,
  },
  // Drawing brackets and pool tables: staff round pages, venue screens and embeds; then the
  // interactive views, for staff round pages and embeds.
  { name: 'results', test: (id: string) => results(id) && !RESULT_VIEWS.test(id), priority: 21 },
  { name: 'result-views', test: results, priority: 20 },
  // Every embed's frame; then the embed pages with pools or a bracket (not the tournament's).
  { name: 'embed', test: embedFrame, priority: 11 },
  { name: 'embed-results', test: embedResults, priority: 10 },
]

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components too: what a route file keeps unsplit is in every page's first load.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    runtimeConfigOverride(),
    contentSecurityPolicyMeta,
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: SECURITY_HEADERS },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A few chunks, each what a kind of page needs (decision record 0800): a page loads a
        // handful of files instead of thirty, and each compresses better as one file than as many.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          setupFiles: ['./src/test/console-guard.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/console-guard.ts', './src/test/dom-setup.ts'],
        },
      },
    ],
  },
})
