import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { preview, type PreviewServer } from 'vite'
import { LANDMARKS } from '../server/src/data/landmarks.ts'
import {
  QUIET_CHROMIUM_ARGS,
  resolveChromiumExecutable,
  DEBIAN_CHROMIUM,
} from '../test-support/browser/chromium.ts'
import { bracketsViewerDataOf, type PlayedGame } from '../test-support/bench/brackets-viewer-data.ts'
import { divisionTeams } from '../test-support/browser/division-teams.ts'
import { serveHarness, writeHarnessPage } from '../test-support/bench/harness.ts'
import { readDemo, roundPath } from '../test-support/demo-api/read-demo.ts'
import { serveDemoApi } from '../test-support/demo-api/serve.ts'
import { BENCH_PAGES, type BenchPage, type PageIds } from './lighthouse/pages.ts'

/**
 * Lighthouse 12.2.3 over the production build (`vite build`, served by `vite preview`) and the demo
 * API, both on free ports, in Debian's Chromium: every page of `lighthouse/pages.ts` and a static
 * brackets-viewer.js page of the same 128 draw, in the same run, on the mobile preset (simulated
 * 4x CPU slow-down and slow 4G) and the desktop one. Prints, per preset, the median of the runs.
 *
 * `npm run bench -- lighthouse [--pages=round-128,brackets-viewer-128] [--preset=mobile|desktop]
 * [--runs=3] [--no-build] [--save=dir] [--cpu-slowdown=N] [--builds=a=dir,b=dir]` (`--save` keeps
 * each run's Lighthouse report, as JSON, to dig into; `--cpu-slowdown` replaces the preset's CPU
 * slow-down; `--builds` compares builds made beforehand, each `dist/` served on its own port and
 * measured in turn with every page, so that the machine's load hits every build alike)
 *
 * The simulated slow-down multiplies what this machine's CPU takes, so the same build scores lower
 * on a slower machine: each table is followed by Lighthouse's own measure of the CPU
 * (`benchmarkIndex`), to tell a change of machine from a change of build.
 */
const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg.startsWith('--')),
  options: {
    pages: { type: 'string' },
    preset: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    save: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    builds: { type: 'string' },
  },
  strict: false,
})

const PRESETS = ['mobile', 'desktop'] as const
type Preset = (typeof PRESETS)[number]
const SESSION_KEY = 'courtside.connection'
const CPU_SLOWDOWN = cpuSlowdownFlag()

/**
 * A build to measure: a label for the tables, its `dist/` folder (null: this checkout's) and the
 * pages it is measured on (null: all of them).
 */
interface Build {
  label: string
  dir: string | null
  pages: string[] | null
}

/**
 * `--builds=a=../wt-a/dist,b=../wt-b/dist@round-128+schedule`, or this checkout's `dist/` alone.
 * `@` names the only pages a build is measured on: a change to one page need not cost a run on every page.
 */
function buildsFlag(): Build[] {
  if (typeof flags.builds !== 'string') return [{ label: 'dist', dir: null, pages: null }]
  return flags.builds.split(',').map((entry) => {
    const [label, rest] = entry.split('=')
    const [dir, pages] = (rest ?? '').split('@')
    if (!label || !dir) throw new Error(`--builds wants label=dir pairs, not ${entry}`)
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`--builds: ${dir} holds no index.html`)
    return { label, dir: resolve(dir), pages: pages ? pages.split('+') : null }
  })
}

interface Figures {
  performance: number
  lcp: number
  tbt: number
  cls: number
  dom: number
  /** Main-thread time by Lighthouse's groups (styleLayout, scriptEvaluation…), in ms. */
  mainThread: Record<string, number>
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number
  /** The CPU slow-down the run simulated. */
  cpuSlowdown: number
  /** What Lighthouse says makes the run less trustworthy (a slow CPU, a page that redirected…). */
  warnings: string[]
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => {
    const found = lhr.audits[id]
    if (found?.numericValue === undefined)
      throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`)
    return found.numericValue
  }
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details
  const mainThread: Record<string, number> = {}
  if (breakdown?.type === 'table') {
    for (const item of breakdown.items) {
      const group = String(item.group)
      mainThread[group] = (mainThread[group] ?? 0) + Number(item.duration)
    }
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    dom: audit('dom-size'),
    mainThread,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    warnings: lhr.runWarnings,
  }
}

/** `--cpu-slowdown=N`: a positive number, or null for the preset's own (4 on mobile, 1 on desktop). */
function cpuSlowdownFlag(): number | null {
  if (flags['cpu-slowdown'] === undefined) return null
  const value = Number(flags['cpu-slowdown'])
  if (!(value > 0))
    throw new Error(`--cpu-slowdown wants a positive number, not ${String(flags['cpu-slowdown'])}`)
  return value
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** The static brackets-viewer.js page: the demo's Roland Garros as brackets-manager stores it, inline. */
async function writeBracketsViewerPage(): Promise<void> {
  const [round] = (await readDemo([roundPath(LANDMARKS.rolandGarros.roundIdx)])) as [
    {
      draws: {
        rounds: {
          games: {
            homeTeam: { name: string }
            awayTeam: { name: string }
            winner: { name: string }
            score: { home: number; away: number } | null
          }[]
        }[]
      }[]
    },
  ]
  const rounds: PlayedGame[][] = round.draws[0]!.rounds.map((drawRound) =>
    drawRound.games.map((game) => ({
      home: game.homeTeam.name,
      away: game.awayTeam.name,
      homeScore: game.score?.home ?? 0,
      awayScore: game.score?.away ?? 0,
      homeWon: game.winner.name === game.homeTeam.name,
    })),
  )
  const data = JSON.stringify(await bracketsViewerDataOf(rounds)).replaceAll('<', '\\u003c')
  writeHarnessPage(
    'brackets-viewer-128.html',
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>brackets-viewer.js: Roland Garros 2023, men's singles</title>
<link rel="stylesheet" href="/vendor/brackets-viewer.min.css">
</head>
<body>
<main id="root" class="brackets-viewer"></main>
<script src="/vendor/brackets-viewer.min.js"></script>
<script>window.bracketsViewer.render(${data}, { selector: '#root', clear: true })</script>
</body>
</html>
`,
  )
}

async function pageIds(apiUrl: string, token: string): Promise<PageIds> {
  const response = await fetch(
    `${apiUrl}/v1/external/rounds/${LANDMARKS.livePickleball.poolRoundIdx}?populate=pools`,
    { headers: { Authorization: `Bearer ${token}` } },
  )
  if (!response.ok) throw new Error(`reading the pickleball pools: ${response.status}`)
  const round = (await response.json()) as { pools: { idx: string }[] }
  const padel = LANDMARKS.livePadel
  const [first] = await divisionTeams(apiUrl, token, padel.tournamentIdx, padel.menDivisionIdx)
  if (!first) throw new Error('the padel men’s division has no team')
  return { pickleballPoolIdx: round.pools[0]!.idx, padelTeamIdx: first.idx }
}

/** A build served by `vite preview`. */
interface App {
  build: Build
  url: string
}

interface Servers {
  /** Each build's, in the order of `--builds`. */
  apps: App[]
  harnessUrl: string
  apiUrl: string
  mint: () => string
  close: () => Promise<void>
}

async function startServers(builds: readonly Build[]): Promise<Servers> {
  const api = await serveDemoApi({
    anchor: new Date().toISOString(),
    rateLimit: { perIp: 100_000 },
  })
  process.env.COURTSIDE_CONFIG = JSON.stringify({ apiBaseUrl: api.url })
  const apps: (App & { server: PreviewServer })[] = []
  for (const build of builds) {
    const port = await freePort()
    const server = await preview({
      logLevel: 'warn',
      ...(build.dir === null ? {} : { build: { outDir: build.dir } }),
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    })
    apps.push({ build, url: `http://127.0.0.1:${port}`, server })
  }
  const harness = await serveHarness()
  return {
    apps: apps.map(({ build, url }) => ({ build, url })),
    harnessUrl: harness.url,
    apiUrl: api.url,
    // A token per page load: the per-token rate budget (120 a minute) is not what is measured.
    mint: () => api.demo.controls.mintToken({ name: 'lighthouse bench' }).token,
    close: async () => {
      await harness.close()
      for (const { server } of apps) await new Promise<void>((done) => server.httpServer.close(() => done()))
      await api.close()
    },
  }
}

async function audit(
  browser: Browser,
  servers: Servers,
  app: App,
  page: BenchPage,
  ids: PageIds,
  preset: Preset,
): Promise<Figures> {
  const tab = await browser.newPage()
  try {
    let url = `${app.url}${page.path(ids)}`
    if (page.signIn === 'none') url = `${servers.harnessUrl}${page.path(ids)}`
    if (page.signIn === 'fragment') url += `#token=${servers.mint()}`
    if (page.signIn === 'session') {
      // As the connect page leaves the tab: in this tab's session storage, for the app's origin only.
      const session = JSON.stringify({ token: servers.mint(), apiBaseUrl: servers.apiUrl })
      await tab.evaluateOnNewDocument(
        (origin: string, key: string, value: string) => {
          if (location.origin === origin) sessionStorage.setItem(key, value)
        },
        app.url,
        SESSION_KEY,
        session,
      )
    }
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        ...(CPU_SLOWDOWN === null ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
      },
      config,
      tab,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.name}`)
    const error = result.lhr.runtimeError
    if (error) throw new Error(`Lighthouse on ${page.name}: ${error.code} ${error.message}`)
    if (typeof flags.save === 'string') {
      mkdirSync(flags.save, { recursive: true })
      writeFileSync(
        join(flags.save, `${page.name}-${app.build.label}-${preset}-${Date.now()}.json`),
        JSON.stringify(result.lhr),
      )
    }
    return figuresOf(result.lhr)
  } finally {
    await tab.close()
  }
}

/**
 * A page's run, run again (twice at most) when Lighthouse fails it: now and then it finds no
 * largest paint in a trace (NO_LCP), and one such run would otherwise lose the whole table.
 */
async function auditAgainOnError(...args: Parameters<typeof audit>): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(...args)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`(${error instanceof Error ? error.message : String(error)}: run again)`)
    }
  }
}

/**
 * The benchmark index of a mid-tier and of a low-tier phone, as Chrome DevTools calibrates its CPU
 * throttling presets (front_end/panels/mobile_throttling/CalibrationController.ts: `midScore`,
 * `lowScore`). The index divided by the slow-down says which kind of phone a run stood for.
 */
const MID_TIER_PHONE = 1000
const LOW_TIER_PHONE = 264

const GROUPS: [string, string][] = [
  ['styleLayout', 'style & layout'],
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'parse & compile'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'HTML & CSS'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
]

interface Row {
  /** The page, and the build when several are compared. */
  what: string
  page: BenchPage
  app: App
  figures: Figures[]
}

/** The rows of a round: page by page, each page's builds turned by one place per round. */
function inRound(rows: readonly Row[], run: number): Row[] {
  const pages = [...new Set(rows.map((row) => row.page))]
  return pages.flatMap((page) => {
    const builds = rows.filter((row) => row.page === page)
    const turn = (run - 1) % builds.length
    return [...builds.slice(turn), ...builds.slice(0, turn)]
  })
}

function printTable(preset: Preset, runs: number, rows: readonly Row[]): void {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
  const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'DOM', ...GROUPS.map(([, label]) => label)]
  const body = rows.map(({ what, figures }) => {
    const of = (pick: (f: Figures) => number) => median(figures.map(pick))
    return [
      what,
      String(of((f) => f.performance)),
      ms(of((f) => f.lcp)),
      ms(of((f) => f.tbt)),
      of((f) => f.cls).toFixed(3),
      of((f) => f.dom).toLocaleString('en'),
      ...GROUPS.map(([group]) => ms(of((f) => f.mainThread[group] ?? 0))),
    ]
  })
  const slowdown = CPU_SLOWDOWN === null ? '' : `, CPU slow-down ${CPU_SLOWDOWN}×`
  console.log(`\n### ${preset} preset${slowdown}, median of ${runs}\n`)
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width, i) => (i === 0 ? '-' : '-').repeat(width + 2)).join('|')}|`)
  for (const row of body) console.log(line(row))
  const all = rows.flatMap(({ figures }) => figures)
  const index = median(all.map((f) => f.benchmarkIndex))
  const simulated = median(all.map((f) => f.cpuSlowdown))
  console.log(
    `\nLighthouse's CPU benchmark index of this machine: ${Math.round(index)} (median; higher is faster).` +
      ` Slowed down ${simulated}×, the pages ran on a CPU of about ${Math.round(index / simulated)}` +
      ` (DevTools puts a mid-tier phone, a Pixel 5, at ${MID_TIER_PHONE} and a low-tier one at ${LOW_TIER_PHONE}).`,
  )
  for (const warning of new Set(all.flatMap((f) => f.warnings))) console.log(`Lighthouse warns: ${warning}`)
}

export default async function lighthouseBench(): Promise<void> {
  const runs = Number(flags.runs)
  const wanted = typeof flags.pages === 'string' ? flags.pages.split(',') : null
  const pages = BENCH_PAGES.filter((page) => !wanted || wanted.includes(page.name))
  if (pages.length === 0)
    throw new Error(`no page named ${String(flags.pages)}; see bench/lighthouse/pages.ts`)
  const presets = PRESETS.filter((preset) => !flags.preset || flags.preset === preset)
  const builds = buildsFlag()
  if (!flags['no-build'] && typeof flags.builds !== 'string')
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  await writeBracketsViewerPage()
  const servers = await startServers(builds)
  const chromePath = resolveChromiumExecutable() ?? DEBIAN_CHROMIUM
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_ARGS],
    logLevel: 'silent',
  })
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  })
  try {
    const ids = await pageIds(servers.apiUrl, servers.mint())
    console.log(
      `Lighthouse 12.2.3, ${await browser.version()}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ` +
        `load ${loadavg()[0]!.toFixed(2)} at start, ${new Date().toISOString()}`,
    )
    for (const preset of presets) {
      const rows: Row[] = pages.flatMap((page) =>
        servers.apps
          .filter((app) => !app.build.pages || app.build.pages.includes(page.name))
          .map((app) => ({
            what: servers.apps.length > 1 ? `${page.what}: ${app.build.label}` : page.what,
            page,
            app,
            figures: [],
          })),
      )
      // Interleaved: a busy moment of the shared machine hits every page, and every build, alike;
      // each round starts a page with the next build, so that no build always goes first.
      for (let run = 1; run <= runs; run += 1)
        for (const row of inRound(rows, run)) {
          const figures = await auditAgainOnError(browser, servers, row.app, row.page, ids, preset)
          row.figures.push(figures)
          console.log(
            `run ${run} | ${row.page.name} | ${row.app.build.label} | performance ${figures.performance}` +
              ` | LCP ${Math.round(figures.lcp)} ms | TBT ${Math.round(figures.tbt)} ms` +
              ` | CLS ${figures.cls.toFixed(3)} | benchmark index ${Math.round(figures.benchmarkIndex)}` +
              ` | load ${loadavg()[0]!.toFixed(2)}`,
          )
        }
      printTable(preset, runs, rows)
    }
    console.log(`\nload ${loadavg()[0]!.toFixed(2)} at the end`)
  } finally {
    await browser.disconnect()
    chrome.kill()
    await servers.close()
  }
}
