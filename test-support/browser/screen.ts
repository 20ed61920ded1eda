import type { Page } from '@playwright/test'
import type { DemoAppOptions } from '../../server/src/app.ts'
import { serveDemoApi, type ServedDemoApi } from '../demo-api/serve.ts'
import { playedToday } from './played-today.ts'
import { signInTab } from './sign-in'

/**
 * Venue screen tests change the data (the live simulation), inject faults and shorten rate
 * windows: each runs its own demo API on a free port, so the shared e2e APIs (and the tests of
 * others running in parallel) are never touched. The screen reaches it through the session the
 * connect page would have left (this tab's storage), as the built viewer is configured for the
 * shared API.
 */
export interface ScreenApi extends ServedDemoApi {
  /** The API's clock, in ms since the epoch: the anchor, then running on in real time. */
  now(): number
}

export async function startScreenApi(options: DemoAppOptions = {}): Promise<ScreenApi> {
  const anchor = new Date(options.anchor ?? playedToday())
  const offset = anchor.getTime() - Date.now()
  // A caller's clock, or the wall clock running on from the anchor; the page's clock follows it.
  const now = options.now ?? (() => Date.now() + offset)
  // The per-IP ceiling is not under test.
  const served = await serveDemoApi({
    ...options,
    now,
    anchor,
    rateLimit: { perIp: 100_000, ...options.rateLimit },
  })
  return { ...served, now }
}

/**
 * Sets the page's clock to the API's (before it loads anything): what "today", "on court for
 * 12 min" and "next" mean is then the same for both, whatever the hour the suite runs. Time flows
 * and timers fire as usual.
 */
export async function syncPageClock(page: Page, api: ScreenApi) {
  await page.clock.install({ time: api.now() })
}

/** Opens `/screen?…` in `page`, signed in to `api` with `token` as the connect page would leave it. */
export async function openScreen(page: Page, api: ScreenApi, token: string, query: Record<string, string>) {
  await syncPageClock(page, api)
  await signInTab(page, token, api.url)
  await page.goto(`/screen?${new URLSearchParams(query).toString()}`)
}

/**
 * Watches the screen from inside the page every 100 ms and counts the moments when the view on
 * show has no results in it (no table, bracket or court lane): what "never blank" rules out.
 */
export async function watchForBlank(page: Page): Promise<() => Promise<BlankWatch>> {
  await page.evaluate(() => {
    const watch = { checks: 0, blank: 0, watchedMs: 0, longestGapMs: 0 }
    Object.assign(window, { __screenWatch: watch })
    const start = performance.now()
    let last = start
    setInterval(() => {
      const now = performance.now()
      watch.checks++
      watch.longestGapMs = Math.max(watch.longestGapMs, now - last)
      watch.watchedMs = now - start
      last = now
      const body = document.querySelector('.screen-slide-body')
      if (!body?.querySelector('table, .bk-tree, .screen-lane')) watch.blank++
    }, 100)
  })
  return () => page.evaluate(() => (window as unknown as { __screenWatch: BlankWatch }).__screenWatch)
}

/**
 * What the blank watch saw: how often the screen showed nothing, over how long, and the longest
 * time between two looks (a busy machine delays the 100 ms timer; a count of looks would flake).
 */
export interface BlankWatch {
  checks: number
  blank: number
  watchedMs: number
  longestGapMs: number
}

/** Network failures the browser itself reports on the console (a dropped connection reads as a CORS failure): expected while faults are on. */
export const FAILED_LOADS = /Failed to load resource|net::ERR_|blocked by CORS policy/
