import { chromium, type Browser } from '@playwright/test'
import { QUIET_CHROMIUM_ARGS, resolveChromiumExecutable } from '../../e2e/support/chromium.ts'

/** Debian's Chromium (or CHROMIUM_PATH), with the flags that keep it off the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: resolveChromiumExecutable(), args: QUIET_CHROMIUM_ARGS })
}
