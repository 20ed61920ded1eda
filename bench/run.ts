import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * `npm run bench`: runs every `bench/*.bench.ts` in name order, or only those whose name contains
 * an argument (`npm run bench -- bracket`). A bench module's default export is an async function
 * that prints its figures. Benchmarks are not tests: they print, they do not pass or fail.
 * Arguments starting with `--` are a bench's own options (`npm run bench -- lighthouse --runs=1`).
 */
export type Bench = () => Promise<void>

const dir = import.meta.dirname
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort()

for (const file of files) {
  console.log(`\n## ${file}\n`)
  const bench = (await import(pathToFileURL(join(dir, file)).href)) as { default: Bench }
  await bench.default()
}
