import { defineConfig, devices } from '@playwright/test'
import { QUIET_CHROMIUM_ARGS, resolveTestChromiumExecutable } from './test-support/browser/chromium'
import { playedToday } from './test-support/browser/played-today'
import {
  E2E_API_NO_ETAG_PORT,
  E2E_API_NO_ETAG_URL,
  E2E_API_PORT,
  E2E_API_URL,
  E2E_PROXY_API_PORT,
  E2E_PROXY_PORT,
  E2E_PROXY_URL,
  E2E_VIEWER_PORT,
  E2E_VIEWER_URL,
} from './test-support/browser/ports'

const executablePath = resolveTestChromiumExecutable()
const isCI = Boolean(process.env.CI)
// Every test's browser talks to the demo APIs from 127.0.0.1, so the per-IP ceiling (300/min) would
// be shared by the whole parallel suite. Each test mints its own token, whose 120/min stays real;
// the IP ceiling itself is tested in-process (server/src/contract, src/api).
const SHARED_IP_BUDGET = '--rate-limit-ip 100000'
// The shared demo APIs' data is played at a fixed hour of the venue's day, not at the hour the
// suite runs (test-support/browser/played-today.ts).
const E2E_ANCHOR = playedToday().toISOString()

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 2 : undefined,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // CI's 2 cores run two workers, four servers and Chromium at once: a heavy page's first render has
  // taken more than 7 s there while the other worker ran axe (a flake, not a slow page: bench/ and
  // Lighthouse measure speed). Waits that must be short say so themselves.
  expect: { timeout: isCI ? 15_000 : 7_000 },
  use: {
    baseURL: E2E_VIEWER_URL,
    // A failed test keeps its trace: each action with the page's DOM at that moment, the network and
    // the console. Not the screencast: filming every test cost CI's 2 cores a quarter of the
    // suite's time (3.3 min against 2.6 for the same three specs); the failure's own screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The viewer's service worker (offline start) would answer the app's files from its cache and
    // hide them from page.route() and the first-load counts: only e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: QUIET_CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx server/src/cli.ts --port ${E2E_API_PORT} --anchor ${E2E_ANCHOR} ${SHARED_IP_BUDGET}`,
      url: `${E2E_API_URL}/_demo/health`,
      reuseExistingServer: !isCI,
      stdout: 'pipe',
    },
    {
      // The same API with ETag hidden from other origins: the client falls back on the browser cache.
      command: `npx tsx server/src/cli.ts --port ${E2E_API_NO_ETAG_PORT} --no-expose-etag --anchor ${E2E_ANCHOR} ${SHARED_IP_BUDGET}`,
      url: `${E2E_API_NO_ETAG_URL}/_demo/health`,
      reuseExistingServer: !isCI,
      stdout: 'pipe',
    },
    {
      // The production build, as a static host would serve it, pointed at the e2e demo API.
      command: `npx vite preview --port ${E2E_VIEWER_PORT}`,
      url: E2E_VIEWER_URL,
      reuseExistingServer: !isCI,
      env: { COURTSIDE_CONFIG: JSON.stringify({ apiBaseUrl: E2E_API_URL }) },
    },
    {
      // The build behind the public-display proxy (nginx) holding the demo token: no token in any
      // browser (e2e/proxy.spec.ts). SIGTERM lets the script stop nginx and remove its directory.
      command: `npx tsx scripts/proxy.ts --port ${E2E_PROXY_PORT} --api-port ${E2E_PROXY_API_PORT}`,
      url: `${E2E_PROXY_URL}/config.json`,
      reuseExistingServer: !isCI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { PROXY_CACHE_TTL: '1', PROXY_FRAME_ANCESTORS: "'self' http://club.test" },
    },
  ],
})
