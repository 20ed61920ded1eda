import type { Page } from '@playwright/test'

/** Where the connect page keeps a tab's connection (src/auth/session.ts). */
const SESSION_KEY = 'courtside.connection'

/**
 * Signs the tab in as the connect page leaves it: `token` for the API at `apiBaseUrl`, in this
 * tab's session storage, before any page of the viewer loads.
 */
export async function signInTab(page: Page, token: string, apiBaseUrl: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ token, apiBaseUrl }),
  ] as const)
}
