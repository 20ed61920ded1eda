import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import type { Locale } from '../src/i18n/locale'

/**
 * The JavaScript a page loads before it can show anything, compressed as a static host serves it
 * (each file alone, gzip -9 and brotli 11): the entry chunk, the chunks holding the split component
 * and pending component of each route the page matches, and all they import statically. Error and
 * not-found components load only when needed, and are left out. Budget (issue 8): under 150 KB for
 * every embed page. Read from the chunks of a production build made for this benchmark (its own
 * directory: the e2e suite's dist/ is left alone); found by the modules they hold, as the chunk
 * groups of vite.config.ts put a route's split component into a shared chunk. The e2e suite checks
 * what Chromium really downloads, JS and CSS, for every page in every language (e2e/first-load.spec.ts). Staff pages and the
 * venue screen are printed for comparison, with their number of files (decision record 0521; the
 * same e2e spec holds staff pages to a number of files).
 */
const OUT_DIR = 'node_modules/.tmp/bench-embed-size'
export const EMBED_BUDGET_BYTES = 152 * 1024

/** What of a build's chunks the walk needs. */
export type Chunk = Pick<Rolldown.OutputChunk, 'name' | 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>

const EMBED_LAYOUT = 'src/routes/embed/route.tsx'
const EMBED_PAGES = 'src/routes/embed/tournaments/$tournamentIdx/'

interface Page {
  name: string
  /** The route files the page matches below the root, outermost first. */
  routes: string[]
  /** A language other than English, whose words load with the page. */
  language?: Exclude<Locale, 'en'>
  /** Held to the embed budget (the others are printed for comparison). */
  embed: boolean
}

const embedPage = (name: string, route: string, language?: Exclude<Locale, 'en'>): Page => ({
  name,
  routes: [EMBED_LAYOUT, `${EMBED_PAGES}${route}`],
  language,
  embed: true,
})

const staffPage = (name: string, ...routes: string[]): Page => ({
  name,
  routes: ['src/routes/_staff.tsx', ...routes.map((route) => `src/routes/_staff${route}`)],
  embed: false,
})

/** A staff page that reads the API: in the layout that asks for a connection first. */
const connectedPage = (name: string, route: string): Page =>
  staffPage(name, '/_connected.tsx', `/_connected/${route}`)

export const PAGES: Page[] = [
  embedPage('tournament embed', 'index.tsx'),
  embedPage('division embed', 'divisions/$divisionIdx.tsx'),
  embedPage('round embed', 'rounds/$roundIdx/index.tsx'),
  embedPage('round embed in Spanish', 'rounds/$roundIdx/index.tsx', 'es'),
  embedPage('round embed in Portuguese', 'rounds/$roundIdx/index.tsx', 'pt'),
  embedPage('pool embed', 'rounds/$roundIdx/pools/$poolIdx.tsx'),
  embedPage('draw embed', 'rounds/$roundIdx/draws/$drawIdx.tsx'),
  embedPage('team embed', 'teams/$teamIdx.tsx'),
  connectedPage('staff round page', 'rounds/$roundIdx.tsx'),
  connectedPage('tournaments list', 'tournaments/index.tsx'),
  connectedPage('tournament page', 'tournaments/$tournamentIdx/index.tsx'),
  connectedPage('order of play', 'tournaments/$tournamentIdx/schedule.tsx'),
  connectedPage('team page', 'tournaments/$tournamentIdx/teams_.$teamIdx.tsx'),
  staffPage('connect page', '/index.tsx'),
  connectedPage('screen setup', 'screens.new.tsx'),
  connectedPage('embed builder', 'embeds.new.tsx'),
  { name: 'venue screen', routes: ['src/routes/screen.tsx'], embed: false },
]

/**
 * The modules a page starts from: its routes' split component and pending component (a staff or
 * screen route's component is split with its loader, vite.config.ts), its language's words.
 */
export function startModules(page: Page): string[] {
  const parts = page.routes.flatMap((route) => [
    `${route}?tsr-split=component`,
    `${route}?tsr-split=component---loader`,
    `${route}?tsr-split=pendingComponent`,
  ])
  // The words an embed shows (src/app/languages/<lang>.ts); staff pages' are the other chunk.
  // The list of languages and the words an embed shows (src/app/languages/); the staff pages'
  // words are another chunk.
  return page.language
    ? [...parts, 'src/app/languages/index.ts', `src/app/languages/${page.language}.ts`]
    : parts
}

/**
 * The files a page needs at first: the entry chunk, the chunks holding any of `modules` (module ids
 * relative to `root`; a route without a pending component has none), and their static imports.
 */
export function initialFiles(chunks: readonly Chunk[], root: string, modules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const wanted = new Set(modules.map((module) => join(root, module)))
  const starts = chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => wanted.has(id)))
  const seen = new Set<string>()
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const imported of chunk.imports) {
      const next = byFile.get(imported)
      if (!next) throw new Error(`The build has no chunk ${imported}`)
      visit(next)
    }
  }
  starts.forEach(visit)
  return [...seen]
}

interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

function sizesOf(dir: string, files: readonly string[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 }
  for (const file of files) {
    const bytes = readFileSync(join(dir, file))
    total.raw += bytes.length
    total.gzip += gzipSync(bytes, { level: 9 }).length
    total.brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length
  }
  return total
}

function chunksOf(output: Awaited<ReturnType<typeof build>>): Chunk[] {
  const outputs = Array.isArray(output) ? output : [output]
  return outputs.flatMap((each) =>
    'output' in each ? each.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk') : [],
  )
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export default async function embedSize(): Promise<void> {
  const chunks = chunksOf(await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } }))
  const root = process.cwd()
  const rows = PAGES.map((page) => {
    const files = initialFiles(chunks, root, startModules(page))
    const sizes = sizesOf(OUT_DIR, files)
    const within = sizes.gzip <= EMBED_BUDGET_BYTES && sizes.brotli <= EMBED_BUDGET_BYTES
    return [
      page.name,
      String(files.length),
      kb(sizes.raw),
      kb(sizes.gzip),
      kb(sizes.brotli),
      page.embed ? (within ? 'within' : 'OVER') : '',
    ]
  })
  printTable(
    ['page', 'JS files', 'minified', 'gzip -9', 'brotli 11', `embed budget ${kb(EMBED_BUDGET_BYTES)}`],
    rows,
  )
  console.log()
  // Each language's words (src/app/languages): loaded only for a page in that language, on top of
  // the English page's files above. `words-<lang>` is what an embed adds; staff pages add
  // `words-<lang>-staff` and `-team` too, and the embed builder, screen setup and venue screen `-app`.
  const words = chunks
    .filter((chunk) => chunk.name.startsWith('words-'))
    .sort((a, b) => a.name.localeCompare(b.name))
  printTable(
    ['language chunk', 'minified', 'gzip -9', 'brotli 11'],
    words.map((chunk) => {
      const sizes = sizesOf(OUT_DIR, [chunk.fileName])
      return [chunk.name, kb(sizes.raw), kb(sizes.gzip), kb(sizes.brotli)]
    }),
  )
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
}
