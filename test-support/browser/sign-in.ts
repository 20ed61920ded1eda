import type { Page } from '@playwright/test'
import { mintToken } from './demo-api-controls'
import { E2E_API_URL } from './ports'

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

/** Signs the tab in to the shared e2e demo API with a token of its own, minted under `name`. */
export async function signInWithNewToken(page: Page, name: string): Promise<void> {
  const { token } = await mintToken(E2E_API_URL, name)
  await signInTab(page, token, E2E_API_URL)
}
