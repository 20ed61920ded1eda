import type { Browser } from '@playwright/test'
import { build, preview, type PreviewServer } from 'vite'
import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { launchChromium } from '../test-support/browser/chromium.ts'
import { serveDemoApi, type ServedDemoApi as Api } from '../test-support/demo-api/serve.ts'

/**
 * For each page of the app: the API requests a cold load makes and an unchanged refresh (reload)
 * makes, counted by the demo API, with ETag readable and with ETag hidden by CORS. The production
 * build runs in Chromium; each page gets a fresh browser and a freshly minted token, so its
 * counts are its own. Target: one request per resource a page shows, none repeated, and a
 * refresh that is all 304s.
 *
 * Adding a page is one line in PAGES: a name and its path (with landmark ids from
 * server/src/data/landmarks.ts). The page counts as loaded when the network is idle.
 */
interface BenchPage {
  name: string
  path: string
}

const P = LANDMARKS.livePadel
const RG = LANDMARKS.rolandGarros

const PAGES: BenchPage[] = [
  { name: 'Connect (signed in)', path: '/' },
  { name: 'Tournaments', path: '/tournaments' },
  { name: 'Tournaments (filtered, page 2)', path: '/tournaments?status=COMPLETED&size=10&page=2' },
  { name: 'Tournament', path: `/tournaments/${P.tournamentIdx}` },
  { name: 'Division', path: `/tournaments/${P.tournamentIdx}/divisions/${P.menDivisionIdx}` },
  { name: 'Teams', path: `/tournaments/${P.tournamentIdx}/teams` },
  {
    name: 'Teams (division, search)',
    path: `/tournaments/${P.tournamentIdx}/teams?division=${P.womenDivisionIdx}&q=a`,
  },
  { name: 'Round (pools)', path: `/rounds/${P.poolRoundIdx}?tournament=${P.tournamentIdx}` },
  { name: 'Round (bracket)', path: `/rounds/${P.womenBracketRoundIdx}?tournament=${P.tournamentIdx}` },
  { name: 'Round (Roland Garros)', path: `/rounds/${RG.roundIdx}?tournament=${RG.tournamentIdx}` },
  { name: 'Round (no tournament in link)', path: `/rounds/${P.poolRoundIdx}` },
]

interface Counts {
  requests: number
  repeated: number
  notModified: number
}

/** Its own build directory, so a build running for the e2e suite is left alone. */
const OUT_DIR = 'node_modules/.tmp/bench-page-requests'

async function startViewer(): Promise<PreviewServer> {
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } })
  return preview({ logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { port: 0, strictPort: false } })
}

function countSince(api: Api, tokenIdx: string, after: number): Counts {
  const entries = api.demo.controls.requests.entries({ tokenIdx, after })
  const urls = entries.map((entry) => `${entry.path}?${entry.query}`)
  return {
    requests: entries.length,
    repeated: urls.length - new Set(urls).size,
    notModified: entries.filter((entry) => entry.notModified).length,
  }
}

async function measure(browser: Browser, viewerUrl: string, api: Api, page: BenchPage) {
  const { token, idx } = api.demo.controls.mintToken({ name: `bench ${page.name}` })
  const context = await browser.newContext()
  // Signed in as the connect page leaves it (this tab's storage), pointed at this API.
  await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    'courtside.connection',
    JSON.stringify({ token, apiBaseUrl: api.url }),
  ] as const)
  const tab = await context.newPage()
  await tab.goto(`${viewerUrl}${page.path}`, { waitUntil: 'networkidle' })
  const cold = countSince(api, idx, 0)
  const last = api.demo.controls.requests.entries({ tokenIdx: idx }).at(-1)?.seq ?? 0
  await tab.reload({ waitUntil: 'networkidle' })
  const refresh = countSince(api, idx, last)
  await context.close()
  return { cold, refresh }
}

export default async function pageRequests(): Promise<void> {
  const apis = {
    readable: await serveDemoApi({ exposeEtag: true }),
    hidden: await serveDemoApi({ exposeEtag: false }),
  }
  const viewer = await startViewer()
  const viewerUrl = viewer.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  const browser = await launchChromium()
  const rows: string[][] = []
  try {
    for (const page of PAGES) {
      for (const [mode, api] of Object.entries(apis)) {
        const { cold, refresh } = await measure(browser, viewerUrl, api, page)
        rows.push([
          page.name,
          `ETag ${mode}`,
          String(cold.requests),
          String(cold.repeated),
          String(refresh.requests),
          `${refresh.notModified}/${refresh.requests}`,
        ])
      }
    }
  } finally {
    await browser.close()
    await viewer.close()
    for (const api of Object.values(apis)) await api.close()
  }
  printTable(['page', 'CORS', 'cold: requests', 'cold: repeated', 'refresh: requests', 'refresh: 304s'], rows)
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
}
