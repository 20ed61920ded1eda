import { test as base, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The suite's `test`: every page error or console error fails the test, unless the test
 * announced it with `allowConsoleError(pattern)` (a 401 the test provokes, say).
 */
interface ConsoleGuard {
  allowConsoleError: (pattern: RegExp) => void
}

export const test = base.extend<ConsoleGuard & { consoleGuard: void }>({
  allowConsoleError: async ({ page: _page }, use) => {
    await use((pattern) => allowed.push(pattern))
    allowed = []
  },
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = `${message.text()} ${message.location().url}`
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      await use()
      expect(problems, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

let allowed: RegExp[] = []

export { expect }

/** Viewport sizes the product is judged at. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
  tv: { width: 1920, height: 1080 },
} as const

/**
 * Whether the run keeps pictures for a person to look at: always on a developer's machine, in CI
 * only when asked (`SCREENSHOTS=1`, or `README_PICTURES=1`). Nobody looks at a CI machine's, and a
 * full-page picture costs as much as loading the page again (a second or more at 3840 pixels
 * wide): some sixty of them were a minute of the e2e stage.
 */
export function picturesWanted(): boolean {
  return !process.env.CI || process.env.SCREENSHOTS === '1' || process.env.README_PICTURES === '1'
}

/** Saves a full-page screenshot under e2e/.screenshots/ for a person to look at (see `picturesWanted`). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!picturesWanted()) return
  const dir = join(process.cwd(), 'e2e', '.screenshots')
  mkdirSync(dir, { recursive: true })
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
  await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`), fullPage: true })
}
