import { existsSync } from 'node:fs'
import { chromium, type Browser } from '@playwright/test'

/**
 * Which Chromium the e2e suite drives, in this order:
 * 1. `CHROMIUM_PATH`, when set (it must exist);
 * 2. Debian's `/usr/bin/chromium`;
 * 3. a browser installed by `npx playwright install chromium`.
 * With none of them the suite fails with instructions; it never skips.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

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
  '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
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

/** The Chromium above, with the flags that keep it off the network: for benches, which have no Playwright config. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: resolveChromiumExecutable(), args: QUIET_CHROMIUM_ARGS })
}
