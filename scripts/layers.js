/**
 * The layers of the code and what each may import (docs/architecture.md): the one list that
 * ESLint's boundaries rule reads. Higher layers come first; a layer imports only the layers it
 * names, and itself. The demo API in server/ imports nothing from src/.
 */
export const LAYERS = [
  { layer: 'server', pattern: 'server/**', imports: [] },
  // What tests share: it may reach any layer, and the demo API.
  {
    layer: 'test-support',
    pattern: 'src/test/**',
    imports: ['entry', 'routes', 'features', 'app', 'auth', 'i18n', 'domain', 'api', 'config', 'server'],
  },
  {
    layer: 'entry',
    pattern: 'src/start/**',
    imports: ['routes', 'features', 'app', 'auth', 'i18n', 'domain', 'api', 'config'],
  },
  {
    layer: 'routes',
    pattern: 'src/routes/**',
    imports: ['features', 'app', 'auth', 'i18n', 'domain', 'api', 'config'],
  },
  {
    layer: 'features',
    pattern: 'src/features/**',
    imports: ['app', 'auth', 'i18n', 'domain', 'api', 'config'],
  },
  { layer: 'app', pattern: 'src/app/**', imports: ['auth', 'i18n', 'domain', 'api', 'config'] },
  { layer: 'auth', pattern: 'src/auth/**', imports: ['api', 'config'] },
  { layer: 'i18n', pattern: 'src/i18n/**', imports: ['config'] },
  { layer: 'domain', pattern: 'src/domain/**', imports: ['api', 'config'] },
  { layer: 'api', pattern: 'src/api/**', imports: ['config'] },
  { layer: 'config', pattern: 'src/config/**', imports: [] },
  // The files at the top of src/: main.tsx and the generated route tree.
  {
    layer: 'entry',
    pattern: 'src',
    imports: ['routes', 'features', 'app', 'auth', 'i18n', 'domain', 'api', 'config'],
  },
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
