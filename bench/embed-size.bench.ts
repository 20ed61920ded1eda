import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'vite'

/**
 * The JavaScript an embed page loads before it can show anything, compressed: the entry chunk and
 * everything it imports statically, plus the split chunks of the `/embed` layout and of the page's
 * own route, and their static imports. Error and not-found components load only when needed, and
 * are left out. Budget (issue 8): under 150 KB. Read from Vite's manifest of a production build made
 * for this benchmark (its own directory: the e2e suite's dist/ is left alone). The e2e suite checks
 * the same budget on what Chromium really downloads (e2e/embed-size.spec.ts).
 */
const OUT_DIR = 'node_modules/.tmp/bench-embed-size'
export const EMBED_BUDGET_BYTES = 150 * 1024

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const EMBED_ROUTES = 'src/routes/embed/'
const LAYOUT = `${EMBED_ROUTES}route.tsx`

const PAGES: { name: string; route: string }[] = [
  { name: 'tournament', route: 'tournaments/$tournamentIdx/index.tsx' },
  { name: 'division', route: 'tournaments/$tournamentIdx/divisions/$divisionIdx.tsx' },
  { name: 'round', route: 'tournaments/$tournamentIdx/rounds/$roundIdx/index.tsx' },
  { name: 'pool', route: 'tournaments/$tournamentIdx/rounds/$roundIdx/pools/$poolIdx.tsx' },
  { name: 'draw', route: 'tournaments/$tournamentIdx/rounds/$roundIdx/draws/$drawIdx.tsx' },
]

/** The chunk files a page needs at first: the keys' chunks and their static imports, transitively. */
export function initialFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build's manifest has no ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
}

function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  if (!entry) throw new Error('The manifest names no entry chunk')
  return entry[0]
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export default async function embedSize(): Promise<void> {
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true } })
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest
  const entry = entryKey(manifest)
  const entrySizes = sizesOf(OUT_DIR, initialFiles(manifest, [entry]))
  console.log(
    `entry chunk and its static imports: ${kb(entrySizes.gzip)} gzip, ${kb(entrySizes.brotli)} brotli`,
  )
  const rows = PAGES.map(({ name, route }) => {
    const keys = [entry, `${LAYOUT}?tsr-split=component`, `${EMBED_ROUTES}${route}?tsr-split=component`]
    const files = initialFiles(manifest, keys)
    const sizes = sizesOf(OUT_DIR, files)
    return [
      name,
      String(files.length),
      kb(sizes.raw),
      kb(sizes.gzip),
      kb(sizes.brotli),
      sizes.gzip < EMBED_BUDGET_BYTES ? 'within' : 'OVER',
    ]
  })
  printTable(
    ['embed', 'JS files', 'minified', 'gzip -9', 'brotli 11', `budget ${kb(EMBED_BUDGET_BYTES)}`],
    rows,
  )
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
}
