import type { Frame, Page } from '@playwright/test'
import { QUIET_CHROMIUM_ARGS, resolveTestChromiumExecutable } from './chromium'
import { servePlaceholderPictures } from './demo-api-controls'
import { expect } from './fixtures'

/**
 * A club's web page on another site (http://club.test, answered by the test itself) that frames a
 * Courtside embed, as README "Embeds" tells clubs to, and loads embed.js from the viewer.
 */
export const CLUB_URL = 'http://club.test'
/** Another site on the club's page (an advert, say) that posts forged height messages. */
export const IMPOSTOR_URL = 'http://evil.test'
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups'

/**
 * Chromium keeps a page of a public address (club.test, as routed here) from loading anything from
 * a loopback one (Local Network Access). In production both are public; here the viewer is local.
 * For `test.use()` in the specs that frame the viewer.
 */
export const LOOPBACK_FROM_PUBLIC_PAGES = {
  launchOptions: {
    executablePath: resolveTestChromiumExecutable(),
    args: [
      ...QUIET_CHROMIUM_ARGS,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  },
}

export interface ClubPage {
  /** The embed's address on the viewer, with its query, and a `#token=` when the club used one. */
  src: string
  /** The viewer's address, where embed.js is loaded from; none: the page has no script. */
  scriptFrom?: string | null
  /** Frame a page of another site too, that keeps posting a height message of its own. */
  withImpostor?: boolean
  /** The club's own content above the embed, in CSS pixels: the embed starts below the fold. */
  contentAbove?: number
}

function clubHtml({ src, scriptFrom = null, withImpostor = false, contentAbove = 0 }: ClubPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Riverside Racket Club</title>
<style>body{font-family:Georgia,serif;margin:0;padding:24px;background:#fdf8f0;color:#3b2f2f}
header{border-bottom:3px solid #b45309;margin-bottom:16px} footer{margin-top:16px;font-size:14px}</style></head>
<body>
<header><h1>Riverside Racket Club</h1><p>Summer padel open: live results</p></header>
${contentAbove ? `<div id="news" style="height:${contentAbove}px">Club news</div>` : ''}
<iframe id="results" title="Live results" src="${src}" width="100%" height="150" style="border:0;display:block"
  sandbox="${EMBED_SANDBOX}" data-courtside-embed></iframe>
${withImpostor ? `<iframe id="impostor" title="Advert" src="${IMPOSTOR_URL}/" width="300" height="60" style="border:0"></iframe>` : ''}
${scriptFrom ? `<script src="${scriptFrom}/embed.js" async></script>` : ''}
<footer>Riverside Racket Club · 12 River Road</footer>
</body></html>`
}

const IMPOSTOR_HTML = `<!doctype html><html><body><script>
setInterval(() => parent.postMessage({ type: 'courtside:embed-height', version: 1, height: 7 }, '*'), 50)
</script></body></html>`

/** Opens the club's page; resolves with the embed's frame once it shows its results or a message. */
export async function openClubPage(page: Page, club: ClubPage): Promise<Frame> {
  await servePlaceholderPictures(page)
  await page.route(`${CLUB_URL}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: clubHtml(club) }),
  )
  await page.route(`${IMPOSTOR_URL}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: IMPOSTOR_HTML }),
  )
  await page.goto(`${CLUB_URL}/results`)
  const frame = page.frame({ url: (url) => url.pathname.startsWith('/embed/') })
  if (!frame) throw new Error('the embed frame did not load')
  await expect(frame.locator('.embed footer, .embed [role="alert"]').first()).toBeVisible()
  return frame
}

/** The iframe's height on the club's page, and its content's height inside. */
export const frameHeight = (page: Page) =>
  page.locator('#results').evaluate((iframe) => Math.round(iframe.getBoundingClientRect().height))
export const contentHeight = (frame: Frame) =>
  frame.evaluate(() => Math.ceil(document.querySelector('.embed')!.getBoundingClientRect().height))
