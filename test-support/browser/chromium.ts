import { existsSync } from 'node:fs'
import { chromium, type Browser } from '@playwright/test'

/**
 * Which Chromium the benches (and the few tests that need the whole browser) drive, in this order:
 * 1. `CHROMIUM_PATH`, when set (it must exist);
 * 2. Debian's `/usr/bin/chromium`;
 * 3. a browser installed by `npx playwright install chromium`.
 * With none of them the suite fails with instructions; it never skips.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/**
 * Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`): the same
 * engine without the browser around it, which Playwright itself runs for headless tests. The e2e
 * suite took 9.5 minutes in it against 13.9 in `/usr/bin/chromium` (same machine, same hour,
 * 8 December 2026), and half the system time: the whole browser's new headless mode starts
 * processes and services no test uses.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/** Flags that stop Chromium from reaching the network on its own (this sandbox has none). */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const HOW_TO_INSTALL = [
  'Install one of:',
  '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
  '  - any OS: npx playwright install chromium',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
].join('\n')

export function resolveChromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH?.trim()
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to "${fromEnv}", but no file is there.\n${HOW_TO_INSTALL}`)
    }
    return fromEnv
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  let bundled = ''
  try {
    bundled = chromium.executablePath()
  } catch {
    bundled = ''
  }
  if (bundled && existsSync(bundled)) return undefined // Playwright's own install; let it choose.
  throw new Error(`No Chromium found for the end-to-end tests.\n${HOW_TO_INSTALL}`)
}

/**
 * The Chromium the e2e suite drives: `CHROMIUM_PATH` when set, else Debian's headless shell when
 * installed, else the one above. A test that needs what only the whole browser has (system
 * notifications) asks for `resolveChromiumExecutable()` itself.
 */
export function resolveTestChromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!env.CHROMIUM_PATH?.trim() && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL
  return resolveChromiumExecutable(env)
}

/** The Chromium above, with the flags that keep it off the network: for benches, which have no Playwright config. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: resolveChromiumExecutable(), args: QUIET_CHROMIUM_ARGS })
}
