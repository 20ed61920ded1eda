import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
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
import { ANCHOR_PAGE, BENCH_PAGES, type BenchPage, type PageIds } from './lighthouse/pages.ts'

/**
 * Lighthouse 12.2.3 over the production build (`vite build`, served by `vite preview`) and the demo
 * API, both on free ports, in Debian's Chromium: the pages people open at the venue (`venue` in
 * `lighthouse/pages.ts`, or those named) and a static brackets-viewer.js page of the same 128 draw,
 * the anchor, in the same run, on Lighthouse's mobile preset (slow 4G, simulated), with the CPU
 * slowed down to stand for a phone of a given benchmark index (500, then 250), the demo API's
 * answers compressed and not. Prints a table of medians per preset and CPU, each page beside
 * brackets-viewer.js.
 *
 * `npm run bench -- lighthouse [--pages=round-128,team-128|all] [--runs=3] [--cpu=500,250|preset]
 * [--cpu-slowdown=N] [--api=compressed,plain] [--preset=mobile,desktop] [--no-build] [--save=dir]
 * [--builds=a=dir,b=dir]`: README "Speed" says what each does.
 *
 * The simulated slow-down multiplies what this machine's CPU takes: `--cpu=500` measures this
 * machine's benchmark index (Lighthouse's own measure, `computeBenchmarkIndex`) before each table
 * and slows it down by index ÷ 500, and each table says the index its runs measured and the CPU it
 * stood for, to tell a change of machine from a change of build.
 */
const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg.startsWith('--')),
  options: {
    pages: { type: 'string' },
    preset: { type: 'string', default: 'mobile' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    save: { type: 'string' },
    cpu: { type: 'string', default: '500,250' },
    'cpu-slowdown': { type: 'string' },
    api: { type: 'string', default: 'compressed,plain' },
    builds: { type: 'string' },
  },
  strict: false,
})

const PRESETS = ['mobile', 'desktop'] as const
type Preset = (typeof PRESETS)[number]
const SESSION_KEY = 'courtside.connection'

/** How the demo API sends its answers: br or gzip as the browser asks, or always as they are. */
const API_MODES = ['compressed', 'plain'] as const
type ApiMode = (typeof API_MODES)[number]

/**
 * A table's CPU: a fixed slow-down (`--cpu-slowdown`), the preset's own (`--cpu=preset`: 4 on
 * mobile, 1 on desktop), or the CPU to stand for (`--cpu=500`), the slow-down then this machine's
 * benchmark index divided by it, measured when the table starts.
 */
type CpuSetting =
  { kind: 'slowdown'; slowdown: number } | { kind: 'preset' } | { kind: 'target'; target: number }

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

/** The CPUs of a preset's tables: `--cpu-slowdown=N`, else `--cpu=500,250` (mobile only) or `--cpu=preset`. */
function cpuSettings(preset: Preset): CpuSetting[] {
  if (flags['cpu-slowdown'] !== undefined) {
    const value = Number(flags['cpu-slowdown'])
    if (!(value > 0))
      throw new Error(`--cpu-slowdown wants a positive number, not ${String(flags['cpu-slowdown'])}`)
    return [{ kind: 'slowdown', slowdown: value }]
  }
  const cpu = String(flags.cpu)
  // The desktop preset stands for a laptop: its CPU is not slowed down to a phone's.
  if (cpu === 'preset' || preset === 'desktop') return [{ kind: 'preset' }]
  return cpu.split(',').map((text) => {
    const target = Number(text)
    if (!(target > 0)) throw new Error(`--cpu wants benchmark indexes (500,250) or "preset", not ${cpu}`)
    return { kind: 'target', target }
  })
}

/** `--api=compressed,plain`: the demo API's modes, each page that reads the API measured in each. */
function apiModes(): ApiMode[] {
  const modes = String(flags.api).split(',')
  const unknown = modes.filter((mode) => !(API_MODES as readonly string[]).includes(mode))
  if (unknown.length > 0 || modes.length === 0)
    throw new Error(`--api wants compressed, plain or both, not ${String(flags.api)}`)
  return API_MODES.filter((mode) => modes.includes(mode))
}

/** `--preset=mobile,desktop`. */
function presetsFlag(): Preset[] {
  const wanted = String(flags.preset).split(',')
  const presets = PRESETS.filter((preset) => wanted.includes(preset))
  if (presets.length !== wanted.length)
    throw new Error(`--preset wants mobile, desktop or both, not ${String(flags.preset)}`)
  return presets
}

/**
 * `--pages=a,b` (the anchor is always added), `--pages=all`, or the pages people open at the venue
 * and the anchor.
 */
function pagesFlag(): BenchPage[] {
  const wanted = typeof flags.pages === 'string' ? flags.pages.split(',') : null
  const pages = BENCH_PAGES.filter(
    (page) =>
      page.name === ANCHOR_PAGE ||
      (wanted === null ? page.venue : wanted.includes('all') || wanted.includes(page.name)),
  )
  const unknown = (wanted ?? []).filter(
    (name) => name !== 'all' && !BENCH_PAGES.some((page) => page.name === name),
  )
  if (unknown.length > 0)
    throw new Error(`no page named ${unknown.join(', ')}; see bench/lighthouse/pages.ts`)
  return pages
}

/**
 * This machine's CPU as Lighthouse measures it before each run (`benchmarkIndex`): the median of
 * three measures in a blank tab, each about a second.
 */
async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const tab = await browser.newPage()
  try {
    const values: number[] = []
    for (let i = 0; i < 3; i += 1) values.push(await tab.evaluate(pageFunctions.computeBenchmarkIndex))
    return median(values)
  } finally {
    await tab.close()
  }
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
  const rg = LANDMARKS.rolandGarros
  const games = await fetch(`${apiUrl}/v1/external/rounds/${rg.roundIdx}?populate=games.winner`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!games.ok) throw new Error(`reading Roland Garros's games: ${games.status}`)
  const final = (
    (await games.json()) as { games: { number: number; winner?: { idx: string } }[] }
  ).games.find((game) => game.number === rg.finalGameNumber)
  if (!final?.winner) throw new Error('Roland Garros’s final has no winner')
  return {
    pickleballPoolIdx: round.pools[0]!.idx,
    padelTeamIdx: first.idx,
    rolandGarrosChampionIdx: final.winner.idx,
  }
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
  /** Whether the demo API compresses its answers from now on. */
  compressAnswers: (on: boolean) => void
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
    compressAnswers: (on) => api.demo.controls.updateSettings({ compression: on }),
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
  cpuSlowdown: number | null,
  api: ApiMode | null,
): Promise<Figures> {
  if (api) servers.compressAnswers(api === 'compressed')
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
        ...(cpuSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
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
        join(flags.save, `${page.name}-${app.build.label}-${preset}-${api ?? 'static'}-${Date.now()}.json`),
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
  /** The page, the build when several are compared, and the API's mode when both are measured. */
  what: string
  page: BenchPage
  app: App
  /** How the demo API answered this row's runs; null for the anchor, which reads no API. */
  api: ApiMode | null
  figures: Figures[]
}

/** The rows of a round: page by page, each page's rows (builds, API modes) turned by one place per round. */
function inRound(rows: readonly Row[], run: number): Row[] {
  const pages = [...new Set(rows.map((row) => row.page))]
  return pages.flatMap((page) => {
    const mine = rows.filter((row) => row.page === page)
    const turn = (run - 1) % mine.length
    return [...mine.slice(turn), ...mine.slice(0, turn)]
  })
}

/** What a table stood for: its preset and CPU, said in its title. */
interface TableCpu {
  preset: Preset
  setting: CpuSetting
  /** The slow-down its runs simulated (null: the preset's own). */
  slowdown: number | null
  /** The benchmark index measured when the table started (`--cpu=500`), else null. */
  indexAtStart: number | null
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
const of = (figures: readonly Figures[], pick: (f: Figures) => number) => median(figures.map(pick))

function printMarkdown(header: string[], body: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of body) console.log(line(row))
}

function tableTitle({ preset, setting, slowdown, indexAtStart }: TableCpu, runs: number): string {
  const cpu =
    setting.kind === 'target'
      ? `, CPU of about ${setting.target} (index ${Math.round(indexAtStart ?? 0)} slowed down ${slowdown}×)`
      : setting.kind === 'slowdown'
        ? `, CPU slow-down ${setting.slowdown}×`
        : ''
  return `### ${preset} preset${cpu}, median of ${runs}`
}

function printTable(cpu: TableCpu, runs: number, rows: readonly Row[]): void {
  console.log(`\n${tableTitle(cpu, runs)}\n`)
  printMarkdown(
    ['page', 'performance', 'LCP', 'TBT', 'CLS', 'DOM', ...GROUPS.map(([, label]) => label)],
    rows.map(({ what, figures }) => [
      what,
      String(of(figures, (f) => f.performance)),
      ms(of(figures, (f) => f.lcp)),
      ms(of(figures, (f) => f.tbt)),
      of(figures, (f) => f.cls).toFixed(3),
      of(figures, (f) => f.dom).toLocaleString('en'),
      ...GROUPS.map(([group]) => ms(of(figures, (f) => f.mainThread[group] ?? 0))),
    ]),
  )
  const anchor = rows.find((row) => row.page.name === ANCHOR_PAGE)
  if (anchor && anchor.figures.length > 0) {
    const bv = (pick: (f: Figures) => number) => of(anchor.figures, pick)
    console.log('\nEach page beside brackets-viewer.js (same runs):\n')
    printMarkdown(
      ['page', 'performance', 'LCP', 'TBT'],
      rows
        .filter((row) => row !== anchor)
        .map(({ what, figures }) => [
          what,
          `${of(figures, (f) => f.performance)} vs ${bv((f) => f.performance)}`,
          `${(of(figures, (f) => f.lcp) / 1000).toFixed(2)} s vs ${(bv((f) => f.lcp) / 1000).toFixed(2)} s`,
          `${ms(of(figures, (f) => f.tbt))} vs ${ms(bv((f) => f.tbt))}`,
        ]),
    )
  }
  const all = rows.flatMap(({ figures }) => figures)
  const index = median(all.map((f) => f.benchmarkIndex))
  const simulated = median(all.map((f) => f.cpuSlowdown))
  console.log(
    `\nLighthouse's CPU benchmark index of this machine: ${Math.round(index)} (median of the runs; higher is faster).` +
      ` Slowed down ${simulated}×, the pages ran on a CPU of about ${Math.round(index / simulated)}` +
      (cpu.setting.kind === 'target' ? ` (aimed at ${cpu.setting.target})` : '') +
      ` (DevTools puts a mid-tier phone, a Pixel 5, at ${MID_TIER_PHONE} and a low-tier one at ${LOW_TIER_PHONE}).`,
  )
  for (const warning of new Set(all.flatMap((f) => f.warnings))) console.log(`Lighthouse warns: ${warning}`)
}

/** The slow-down of a table: fixed, the preset's, or this machine's index now divided by the target. */
async function slowdownOf(browser: Browser, preset: Preset, setting: CpuSetting): Promise<TableCpu> {
  if (setting.kind === 'preset') return { preset, setting, slowdown: null, indexAtStart: null }
  if (setting.kind === 'slowdown') return { preset, setting, slowdown: setting.slowdown, indexAtStart: null }
  const index = await measureBenchmarkIndex(browser)
  // One decimal: Lighthouse takes any multiplier, and the index moves more than that between runs.
  const slowdown = Math.max(1, Math.round((index / setting.target) * 10) / 10)
  return { preset, setting, slowdown, indexAtStart: index }
}

export default async function lighthouseBench(): Promise<void> {
  const runs = Number(flags.runs)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs wants a whole number, not ${String(flags.runs)}`)
  const pages = pagesFlag()
  const presets = presetsFlag()
  const modes = apiModes()
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
        `load ${loadavg()[0]!.toFixed(2)} at start, ${new Date().toISOString()}; ` +
        `pages: ${pages.map((page) => page.name).join(', ')}; API: ${modes.join(' and ')}; ${runs} run(s) each`,
    )
    for (const preset of presets)
      for (const setting of cpuSettings(preset)) {
        const cpu = await slowdownOf(browser, preset, setting)
        const rows: Row[] = pages.flatMap((page) =>
          servers.apps
            .filter((app) => !app.build.pages || app.build.pages.includes(page.name))
            .flatMap((app) =>
              (page.signIn === 'none' ? [null] : modes).map((api) => ({
                what:
                  page.what +
                  (servers.apps.length > 1 ? `: ${app.build.label}` : '') +
                  (api && modes.length > 1 ? `, API ${api}` : ''),
                page,
                app,
                api,
                figures: [],
              })),
            ),
        )
        // Interleaved: a busy moment of the shared machine hits every page, build and API mode
        // alike; each round starts a page with the next of its rows, so that none always goes first.
        for (let run = 1; run <= runs; run += 1)
          for (const row of inRound(rows, run)) {
            const figures = await auditAgainOnError(
              browser,
              servers,
              row.app,
              row.page,
              ids,
              preset,
              cpu.slowdown,
              row.api,
            )
            row.figures.push(figures)
            console.log(
              `run ${run} | ${row.page.name} | ${row.app.build.label} | API ${row.api ?? '-'}` +
                ` | ${figures.cpuSlowdown}× | performance ${figures.performance}` +
                ` | LCP ${Math.round(figures.lcp)} ms | TBT ${Math.round(figures.tbt)} ms` +
                ` | CLS ${figures.cls.toFixed(3)} | benchmark index ${Math.round(figures.benchmarkIndex)}` +
                ` | load ${loadavg()[0]!.toFixed(2)}`,
            )
          }
        printTable(cpu, runs, rows)
      }
    console.log(`\nload ${loadavg()[0]!.toFixed(2)} at the end`)
  } finally {
    await browser.disconnect()
    chrome.kill()
    await servers.close()
  }
}
