import type { Page } from '@playwright/test'
import type { FaultSettings } from '../../server/src/demo/faults.ts'

/**
 * The e2e demo APIs' control surface over HTTP (`/_demo/`, see server/README.md). Each test mints
 * its own token, so its rate budget and its request counts are its own even when tests run in
 * parallel against one API.
 */
export interface MintedToken {
  token: string
  idx: string
}

export async function mintToken(
  apiUrl: string,
  name: string,
  expiresInDays: number | null = null,
): Promise<MintedToken> {
  const response = await fetch(`${apiUrl}/_demo/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, expiresInDays }),
  })
  if (!response.ok)
    throw new Error(`minting a demo token failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as MintedToken
  return { token: body.token, idx: body.idx }
}

/**
 * Makes the demo API answer the token `tokenIdx` "with gaps" (server/README.md, "Answers with
 * gaps"): the fields the contract leaves open null or absent, and/or a broken last item in lists
 * of tournaments, divisions and teams. `{gaps: 'off', brokenItems: false}` ends it. Faults are one
 * setting per demo API, kept to the last token named: tests that use this in parallel on a shared
 * API undo each other, so run them serially or on an API of their own (`serveDemoApi`).
 */
export async function answerWithGaps(
  apiUrl: string,
  tokenIdx: string,
  gaps: Partial<Pick<FaultSettings, 'gaps' | 'brokenItems'>>,
): Promise<void> {
  const response = await fetch(`${apiUrl}/_demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...gaps, tokenIdx }),
  })
  if (!response.ok)
    throw new Error(`switching the answers' gaps failed: ${response.status} ${await response.text()}`)
}

export interface LoggedRequest {
  method: string
  path: string
  query: string
  status: number
  notModified: boolean
}

/** What the API received with this token, oldest first (preflights carry no token and are not here). */
export async function requestsWith(apiUrl: string, tokenIdx: string): Promise<LoggedRequest[]> {
  const response = await fetch(`${apiUrl}/_demo/requests?token=${encodeURIComponent(tokenIdx)}`)
  if (!response.ok) throw new Error(`reading the request log failed: ${response.status}`)
  const body = (await response.json()) as { entries: LoggedRequest[] }
  return body.entries
}

export interface LogEntry extends LoggedRequest {
  seq: number
  /** The token the request presented, by idx; null without a known one. */
  tokenIdx: string | null
}

/** Everything the API received after the entry numbered `after`, whatever the token. */
export async function requestsAfter(apiUrl: string, after = 0): Promise<LogEntry[]> {
  const response = await fetch(`${apiUrl}/_demo/requests?after=${after}`)
  if (!response.ok) throw new Error(`reading the request log failed: ${response.status}`)
  const body = (await response.json()) as { entries: LogEntry[] }
  return body.entries
}

/**
 * The demo data's pictures live on made-up `.example` hosts that don't resolve; answer them with a
 * neutral placeholder so pages render as they would with real pictures (and no console errors).
 */
export async function servePlaceholderPictures(page: Page): Promise<void> {
  await page.route(/^https:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#94a3b8"/></svg>',
    }),
  )
}
