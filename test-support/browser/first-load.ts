import type { Browser, Locator, Page, Request } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import type { Locale } from '../../src/i18n/locale'
import { servePlaceholderPictures } from './demo-api-controls'
import { E2E_API_URL, E2E_VIEWER_URL } from './ports'
import { signInTab } from './sign-in'

export type { Locale }

/** Each of the viewer's languages as a browser asks for it (its `navigator.languages`). */
export const BROWSER_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-PT',
}

/**
 * A page's first visit as Chromium makes it: a new browser context (an empty cache) in `locale`,
 * the page opened at `path` and left until `shown` is visible and no script or style sheet has
 * been asked for in a while (what loads just after the first screen counts too).
 */
export interface FirstVisit {
  path: string
  locale: string
  /** A token the tab holds as the connect page leaves it (staff pages, venue screens). */
  signedInWith?: string
  shown: (page: Page) => Locator
}

/** A script or style sheet of the viewer that the visit downloaded. */
export interface LoadedFile {
  /** Its address on the viewer, `/assets/…`. */
  path: string
  /** The body's bytes on the wire, as the server sent them (gzip for all but the smallest files). */
  transferred: number
  /** Asked for before the page showed. */
  beforeShown: boolean
  text: string
}

export interface FirstLoad {
  /** Each file once (a second request for a file, from a frame of the page, is the cache's). */
  files: LoadedFile[]
  /** The files' transferred bytes added up. */
  transferred: number
}

const STATIC = /\.(js|css)$/
/** How long no script or style sheet may be asked for before the visit counts as over. */
const QUIET_MS = 600

export async function firstLoad(browser: Browser, visit: FirstVisit): Promise<FirstLoad> {
  const context = await browser.newContext({ locale: visit.locale })
  try {
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await servePlaceholderPictures(page)
    if (visit.signedInWith) await signInTab(page, visit.signedInWith, E2E_API_URL)
    const requested = new Map<string, { request: Request; beforeShown: boolean }>()
    let shown = false
    let lastAskedAt = Date.now()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!request.url().startsWith(E2E_VIEWER_URL) || !STATIC.test(url.pathname)) return
      lastAskedAt = Date.now()
      if (!requested.has(url.pathname)) requested.set(url.pathname, { request, beforeShown: !shown })
    })
    await page.goto(visit.path)
    await visit.shown(page).waitFor({ timeout: 30_000 })
    shown = true
    // Not 'networkidle': live pages poll the API, and a venue screen never stops.
    while (Date.now() - lastAskedAt < QUIET_MS) await page.waitForTimeout(QUIET_MS / 3)
    if (problems.length > 0) throw new Error(`${visit.path} failed: ${problems.join('; ')}`)
    const files = await Promise.all(
      [...requested].map(async ([path, { request, beforeShown }]) => {
        const body = await bodyOf(request)
        return {
          path,
          transferred: await transferredOf(request, body),
          beforeShown,
          text: body.toString('utf8'),
        }
      }),
    )
    files.sort((a, b) => a.path.localeCompare(b.path))
    return { files, transferred: files.reduce((sum, file) => sum + file.transferred, 0) }
  } finally {
    await context.close()
  }
}

/**
 * A worker's script (the Intl warm-up) is downloaded like the others, but Playwright keeps neither
 * its body nor its sizes: it is read again from the server, the same file, and counted as the
 * server compresses (gzip at its default level, files under 1 KB as they are: `vite preview`).
 */
async function bodyOf(request: Request): Promise<Buffer> {
  const response = await request.response()
  const body = await response?.body().catch(() => null)
  return body ?? Buffer.from(await (await fetch(request.url())).arrayBuffer())
}

async function transferredOf(request: Request, body: Buffer): Promise<number> {
  const sizes = await request.sizes().catch(() => null)
  if (sizes && sizes.responseBodySize > 0) return sizes.responseBodySize
  return body.length < 1024 ? body.length : gzipSync(body).length
}
