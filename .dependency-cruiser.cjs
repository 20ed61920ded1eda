/**
 * The import-cycle check (`npm run lint`): no module may import itself through others, type-only
 * imports included. Which layer may import which is ESLint's job (scripts/layers.js).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: break it by moving what both sides need into a lower module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
