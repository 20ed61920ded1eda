import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { DemoAppOptions } from '../../server/src/app.ts'
import type { Dataset } from '../../server/src/data/dataset-schema.ts'
import {
  DEFAULT_ANCHOR,
  DEFAULT_SEED,
  generateDemoDataset,
  type GenerateOptions,
} from '../../server/src/data/generate.ts'

/**
 * The demo dataset for a seed and an anchor, generated once and kept. Generating it takes one to
 * three seconds of CPU, and some fifty unit test files, the proxy's tests and the venue screen specs
 * each start a demo API in a process of their own: CI generated the same data fifty times. It is
 * kept as JSON under node_modules/.tmp, named by the seed, the anchor and a hash of everything the
 * generator reads (its code, the contract's, the Roland Garros CSV), so a change to any of them
 * makes a new one; the generator is deterministic (server/src/data/generate.test.ts checks it
 * against this copy).
 */
export function demoDataset(options: GenerateOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_SEED
  const anchor = new Date(options.anchor ?? DEFAULT_ANCHOR).toISOString()
  const file = join(CACHE, `${generatorHash()}-${seed}-${anchor.replaceAll(':', '')}.json`)
  let dataset = inProcess.get(file)
  if (!dataset) {
    dataset = readKept(file) ?? keep(file, generateDemoDataset({ seed, anchor }))
    inProcess.set(file, dataset)
  }
  return dataset
}

/** `options` with the kept dataset for its seed and anchor, unless it brings its own data. */
export function withDemoDataset(options: DemoAppOptions): DemoAppOptions {
  return options.dataset ? options : { ...options, dataset: demoDataset(options) }
}

const ROOT = resolve(import.meta.dirname, '../..')
const CACHE = join(ROOT, 'node_modules/.tmp/demo-datasets')
/** What the generator reads. */
const SOURCES = ['server/src/data', 'server/data', 'contract']

const inProcess = new Map<string, Dataset>()
let hash: string | undefined

function generatorHash(): string {
  if (hash) return hash
  const digest = createHash('sha256')
  for (const folder of SOURCES) {
    const files = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.test\.ts$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
    for (const path of files) digest.update(path.slice(ROOT.length)).update(readFileSync(path))
  }
  hash = digest.digest('hex').slice(0, 16)
  return hash
}

function readKept(file: string): Dataset | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Dataset
  } catch {
    return null
  }
}

/** Written under a name of its own, then renamed: a process reading it never sees half a file. */
function keep(file: string, dataset: Dataset): Dataset {
  mkdirSync(CACHE, { recursive: true })
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
  writeFileSync(partial, JSON.stringify(dataset))
  renameSync(partial, file)
  return dataset
}
