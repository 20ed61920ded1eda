/**
 * The layers of the code and what each may import (docs/architecture.md): the one list that
 * ESLint's boundaries rule reads. A layer imports only the layers it names, and itself.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Each feature is a layer of its own: a feature imports no other feature. */
const FEATURES = readdirSync(join(import.meta.dirname, '../src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `feature:${entry.name}`)

/** What every feature may import: the shared layers below the features. */
const BELOW_FEATURES = ['components', 'hooks', 'lib', 'auth', 'i18n', 'domain', 'api', 'config']
const APP = ['routes', ...FEATURES, ...BELOW_FEATURES]

export const LAYERS = [
  // The contract as code (populate rules, shapes), shared by the viewer's api and the demo API.
  { layer: 'contract', pattern: 'contract/**', imports: [] },
  // The demo API imports nothing from src/.
  { layer: 'server', pattern: 'server/**', imports: ['contract'] },
  // What tests and benches share: it may reach the app and the demo API, never a test or bench.
  { layer: 'test-support', pattern: 'test-support/**', imports: ['entry', ...APP, 'server', 'contract'] },
  // Browser tests and benchmarks use test support, not each other.
  { layer: 'e2e', pattern: 'e2e/**', imports: ['test-support', 'server', 'contract'] },
  { layer: 'bench', pattern: 'bench/**', imports: ['test-support', 'server', 'contract', 'entry', ...APP] },
  // Start-up: config, session, router, languages, render.
  { layer: 'entry', pattern: 'src/app/**', imports: APP },
  { layer: 'routes', pattern: 'src/routes/**', imports: APP.slice(1) },
  ...FEATURES.map((feature) => ({
    layer: feature,
    pattern: `src/features/${feature.slice('feature:'.length)}/**`,
    imports: BELOW_FEATURES,
  })),
  // What several features draw: page chrome, form fields, games, brackets, pool tables, teams.
  { layer: 'components', pattern: 'src/components/**', imports: BELOW_FEATURES.slice(1) },
  // React hooks that are not one component's own: the clock, the API client, live polling.
  { layer: 'hooks', pattern: 'src/hooks/**', imports: BELOW_FEATURES.slice(2) },
  // The query client, the router context, schemas built when first used.
  { layer: 'lib', pattern: 'src/lib/**', imports: BELOW_FEATURES.slice(3) },
  { layer: 'auth', pattern: 'src/auth/**', imports: ['api', 'config'] },
  { layer: 'i18n', pattern: 'src/i18n/**', imports: ['config'] },
  { layer: 'domain', pattern: 'src/domain/**', imports: ['api', 'config'] },
  { layer: 'api', pattern: 'src/api/**', imports: ['config', 'contract'] },
  { layer: 'config', pattern: 'src/config/**', imports: [] },
  // The service worker (built apart into /sw.js): it runs outside the page and imports nothing of it.
  { layer: 'service-worker', pattern: 'src/service-worker/**', imports: [] },
  // The files at the top of src/: main.tsx and the generated route tree.
  { layer: 'entry', pattern: 'src', imports: APP },
]

/** The layers as eslint-plugin-boundaries' elements: a file belongs to the first that matches. */
export function layerElements(layers) {
  return layers.map(({ layer, pattern }) => ({ type: layer, pattern, partialMatch: false }))
}

/** Each layer may import itself and the layers it names. */
export function layerPolicies(layers) {
  return layers.map(({ layer, imports }) => ({
    from: { element: { type: layer } },
    allow: { to: { element: { type: [layer, ...imports] } } },
  }))
}

/** A unit or component test (`*.test.ts(x)`) may import anything but a browser test or a bench. */
export const TEST_POLICIES = [
  { allow: { to: { element: { type: ['test-support', 'server', 'contract', 'entry', ...APP] } } } },
]
