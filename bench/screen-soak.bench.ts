import { build, preview } from 'vite'
import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { launchChromium } from '../test-support/browser/chromium.ts'
import { serveDemoApi } from '../test-support/demo-api/serve.ts'

/**
 * A venue screen left running against the live simulation, as at a venue: the production build
 * in Chromium at 1920x1080, four views rotating every 20 s, refreshing every 15 s, on one token
 * of 120 requests a minute. Prints, minute by minute, the requests the demo API counted, the
 * share answered 304, the 429s and the JS heap (after a forced garbage collection), then the heap
 * at the start and at the end: flat over the run means no cache grows.
 *
 * 30 minutes by default; `SCREEN_SOAK_MINUTES=3 npm run bench -- screen-soak` for a short run.
 * Not part of CI.
 */
const { livePadel } = LANDMARKS
const MINUTES = Number(process.env.SCREEN_SOAK_MINUTES ?? 30)
const VIEWS = [
  'courts',
  `pools:${livePadel.poolRoundIdx}`,
  `bracket:${livePadel.womenBracketRoundIdx}`,
  `division:${livePadel.menDivisionIdx}`,
]

/** Its own build directory, so a build running for the e2e suite is left alone. */
const OUT_DIR = 'node_modules/.tmp/bench-screen-soak'

export default async function screenSoak(): Promise<void> {
  const api = await serveDemoApi({
    anchor: new Date().toISOString(),
    simulation: { running: true, speed: 1 },
    rateLimit: { perIp: 100_000 },
  })
  const { demo, url: apiUrl } = api
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } })
  const viewer = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { port: 0, strictPort: false },
  })
  const viewerUrl = viewer.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  const browser = await launchChromium()
  try {
    const { token, idx } = demo.controls.mintToken({ name: 'bench screen soak' })
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
      'courtside.connection',
      JSON.stringify({ token, apiBaseUrl: apiUrl }),
    ] as const)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const cdp = await context.newCDPSession(page)
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return usedSize / 1024 / 1024
    }
    const query = new URLSearchParams({ tournament: livePadel.tournamentIdx, views: VIEWS.join(',') })
    await page.goto(`${viewerUrl}/screen?${query.toString()}`)
    await page
      .locator('.screen-slide-body table, .screen-slide-body .screen-lane, .screen-slide-body .bk-tree')
      .first()
      .waitFor()
    // One whole rotation first, so every view has been shown once before the start is measured.
    await page.waitForTimeout(VIEWS.length * 20_000)
    const heapStart = await heapMb()
    const domStart = await page.evaluate(() => document.getElementsByTagName('*').length)

    console.log(`${MINUTES} minutes, ${VIEWS.length} views, against ${apiUrl}\n`)
    const rows: string[][] = []
    let after = demo.controls.requests.entries({ tokenIdx: idx }).at(-1)?.seq ?? 0
    for (let minute = 1; minute <= MINUTES; minute++) {
      await page.waitForTimeout(60_000)
      const entries = demo.controls.requests.entries({ tokenIdx: idx, after })
      after = entries.at(-1)?.seq ?? after
      const notModified = entries.filter((entry) => entry.notModified).length
      const refused = entries.filter((entry) => entry.rateLimited).length
      const row = [
        String(minute),
        String(entries.length),
        entries.length ? `${Math.round((notModified / entries.length) * 100)} %` : '–',
        String(refused),
        // Every minute, not only at the ends: a heap that levels off is warm-up, one that keeps
        // climbing is a leak.
        (await heapMb()).toFixed(2),
      ]
      rows.push(row)
      console.log(row.join('\t'))
    }
    const heapEnd = await heapMb()
    const domEnd = await page.evaluate(() => document.getElementsByTagName('*').length)
    const all = rows.map((row) => Number(row[1]))
    console.log('')
    printTable(['minute', 'requests', '304 share', '429s', 'JS heap after GC, MB'], rows)
    console.log(
      `\nrequests a minute: mean ${(all.reduce((a, b) => a + b, 0) / all.length).toFixed(1)}, max ${Math.max(...all)} (budget 120)`,
    )
    console.log(`429s: ${rows.reduce((sum, row) => sum + Number(row[3]), 0)}`)
    console.log(
      `JS heap after GC: ${heapStart.toFixed(1)} MB at the start, ${heapEnd.toFixed(1)} MB at the end`,
    )
    console.log(`DOM elements: ${domStart} at the start, ${domEnd} at the end`)
    console.log(`page errors: ${errors.length === 0 ? 'none' : errors.join('; ')}`)
    await context.close()
  } finally {
    await browser.close()
    await viewer.close()
    await api.close()
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
}
