import type { Page } from '@playwright/test'
import { BENCH_SIZES, playedRounds } from './bracket/cases.ts'
import { launchChromium } from './support/browser.ts'
import { bracketsViewerData } from './support/brackets-viewer-data.ts'
import { buildHarness, serveHarness, writeHarnessData } from './support/harness.ts'

/**
 * Our bracket against brackets-viewer.js, in Chromium, on the same draw sizes in the same run:
 * time from data to painted draw (fresh page each run), the script cost of one score change and
 * how many games' DOM it touched, and the frames of a scripted pan and zoom. Prints medians.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const VIEWPORT = { width: 1920, height: 1080 }
const FRAME = 1000 / 60

interface OursResult {
  paint: number
  scoreChanges: number[]
  touchedGames: number
  pan: number[]
  zoom: number[]
  games: number
}

interface ViewerResult {
  paint: number
  games: number
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function measure<T>(page: Page, url: string): Promise<T> {
  await page.goto(url)
  await page.waitForFunction(() => window.__result !== undefined || window.__error !== undefined, null, {
    timeout: 60_000,
  })
  const { result, error } = await page.evaluate(() => ({ result: window.__result, error: window.__error }))
  if (error) throw new Error(error)
  return result as T
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
          ;(list as unknown[]).push(await measure(page, `${server.url}/?${query}`))
          await page.close()
        }
      }
      const paint = median(ours.map((result) => result.paint))
      const paintFit = median(oursFit.map((result) => result.paint))
      const viewerPaint = median(viewer.map((result) => result.paint))
      const pan = ours.flatMap((result) => result.pan.slice(1))
      const zoom = ours.flatMap((result) => result.zoom.slice(1))
      const late = (deltas: number[]) => deltas.filter((delta) => delta > FRAME * 1.5).length
      rows.push([
        String(size),
        `${ours[0]!.games}/${viewer[0]!.games}`,
        ms(paint),
        ms(paintFit),
        ms(viewerPaint),
        `${(viewerPaint / paint).toFixed(2)}x / ${(viewerPaint / paintFit).toFixed(2)}x`,
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
        'ours paint',
        'ours paint, whole draw in view',
        'brackets-viewer paint',
        'bv ÷ ours (default / whole)',
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
