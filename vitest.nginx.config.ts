import { defineConfig } from 'vitest/config'

/**
 * `npm run test:nginx`: the public-display proxy's tests (deploy/), which start a real nginx in
 * front of the demo API; one of them is a 30-second load. Kept out of `npm run test:unit` (and of a
 * plain `npx vitest`) so that stays fast and needs no nginx; `npm test` and CI run both.
 */
export default defineConfig({
  test: {
    name: 'nginx',
    environment: 'node',
    include: ['deploy/**/*.test.ts'],
    setupFiles: ['./test-support/console-guard.ts'],
    restoreMocks: true,
  },
})
