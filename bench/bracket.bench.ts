import type { Browser, Page } from '@playwright/test'
import { BENCH_SIZES, playedRounds } from './bracket/cases.ts'
import { launchChromium } from '../test-support/browser/chromium.ts'
import { bracketsViewerData } from '../test-support/bench/brackets-viewer-data.ts'
import { buildHarness, serveHarness, writeHarnessData } from '../test-support/bench/harness.ts'

/**
 * Our bracket against brackets-viewer.js, in Chromium, on the same draw sizes in the same run:
 * time from data to painted draw (fresh page each run), the script cost of one score change and
 * how many games' DOM it touched, and the frames of a scripted pan and zoom. Prints medians.
 */
// Eleven: on this shared 2-core machine seven pages left the 128-draw ratio moving by ±0.3x from run to run.
const RUNS = Number(process.env.BENCH_RUNS ?? 11)
const VIEWPORT = { width: 1920, height: 1080 }
const FRAME = 1000 / 60

interface OursResult {
  paint: number
  cpu: number
  scoreChanges: number[]
  touchedGames: number
  pan: number[]
  zoom: number[]
  games: number
}

interface ViewerResult {
  paint: number
  cpu: number
  games: number
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
}

/**
 * Loads the page, waits for its result, and adds `cpu`: the main thread's CPU time (thread clock)
 * from the data to the painted frame. Wall time on a shared 2-core machine includes whatever else
 * runs; thread time does not, so both are printed.
 */
async function measure<T>(browser: Browser, page: Page, url: string): Promise<T & { cpu: number }> {
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'blink.user_timing',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
    ],
  })
  // The page waits (`?wait`) until the driver is attached: Playwright's first evaluation in a page
  // compiles its injected script (~5–10 ms), which must not land inside either contender's window.
  await page.goto(`${url}&wait`)
  await page.waitForFunction(() => typeof window.__go === 'function', null, { timeout: 60_000 })
  await page.evaluate(() => window.__go!())
  await page.waitForFunction(() => window.__result !== undefined || window.__error !== undefined, null, {
    timeout: 60_000,
  })
  const { result, error } = await page.evaluate(() => ({ result: window.__result, error: window.__error }))
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  if (error) throw new Error(error)
  const start = trace.traceEvents.find((event) => event.name === 'bench-start')
  const end = trace.traceEvents.find((event) => event.name === 'bench-end')
  if (!start || !end) throw new Error('the page set no bench-start/bench-end marks')
  const cpu = trace.traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ts + (event.dur ?? 0) >= start.ts &&
        event.ts <= end.ts,
    )
    .reduce((sum, event) => sum + (event.tdur ?? 0), 0)
  return { ...(result as T), cpu: cpu / 1000 }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

export default async function bracketBench(): Promise<void> {
  await buildHarness()
  for (const size of BENCH_SIZES)
    writeHarnessData(`bv-${size}.json`, await bracketsViewerData(size, playedRounds(size)))
  const server = await serveHarness()
  const browser = await launchChromium()
  try {
    console.log(`Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, median of ${RUNS} runs`)
    const rows: string[][] = []
    for (const size of BENCH_SIZES) {
      const ours: OursResult[] = []
      const oursFit: OursResult[] = []
      const viewer: ViewerResult[] = []
      for (let run = 0; run < RUNS; run += 1) {
        // Interleaved, so a slow moment of the machine hits every contender alike.
        for (const [list, query] of [
          [ours, `mode=ours&size=${size}`],
          [oursFit, `mode=ours&size=${size}&zoom=fit`],
          [viewer, `mode=bv&size=${size}`],
        ] as const) {
          const page = await browser.newPage({ viewport: VIEWPORT })
          ;(list as unknown[]).push(await measure(browser, page, `${server.url}/?${query}`))
          await page.close()
        }
      }
      const paint = median(ours.map((result) => result.paint))
      const paintFit = median(oursFit.map((result) => result.paint))
      const viewerPaint = median(viewer.map((result) => result.paint))
      const cpu = median(ours.map((result) => result.cpu))
      const cpuFit = median(oursFit.map((result) => result.cpu))
      const viewerCpu = median(viewer.map((result) => result.cpu))
      const pan = ours.flatMap((result) => result.pan.slice(1))
      const zoom = ours.flatMap((result) => result.zoom.slice(1))
      const late = (deltas: number[]) => deltas.filter((delta) => delta > FRAME * 1.5).length
      rows.push([
        String(size),
        `${ours[0]!.games}/${viewer[0]!.games}`,
        `${ms(paint)} (${ms(cpu)})`,
        `${ms(paintFit)} (${ms(cpuFit)})`,
        `${ms(viewerPaint)} (${ms(viewerCpu)})`,
        `${(viewerPaint / paint).toFixed(2)}x / ${(viewerPaint / paintFit).toFixed(2)}x`,
        `${(viewerCpu / cpu).toFixed(2)}x / ${(viewerCpu / cpuFit).toFixed(2)}x`,
        ms(median(ours.flatMap((result) => result.scoreChanges))),
        String(Math.max(...ours.map((result) => result.touchedGames))),
        `${late(pan)}/${pan.length} (max ${ms(Math.max(...pan))})`,
        `${late(zoom)}/${zoom.length} (max ${ms(Math.max(...zoom))})`,
      ])
    }
    printTable(
      [
        'entries',
        'games ours/bv',
        'ours: paint (main-thread CPU)',
        'ours, whole draw in view',
        'brackets-viewer',
        'bv ÷ ours paint (default / whole)',
        'bv ÷ ours CPU',
        'score change script',
        'games touched',
        'pan frames > 25 ms',
        'zoom frames > 25 ms',
      ],
      rows,
    )
  } finally {
    await browser.close()
    await server.close()
  }
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
}
