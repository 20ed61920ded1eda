import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readDatasetFile, writeDatasetFile } from './dataset-file.ts'
import { demoDataset } from '../../../test-support/demo-api/datasets.ts'

const folder = mkdtempSync(join(tmpdir(), 'courtside-dataset-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('The dataset file', () => {
  // A slice of the demo data keeps the files small; every reference in it still resolves.
  const full = demoDataset()
  const dataset = { ...full, tournaments: full.tournaments.slice(0, 4) }

  it('round-trips: what the generator writes, the server reads back unchanged', () => {
    const path = join(folder, 'demo.json')
    writeDatasetFile(path, dataset)
    expect(readDatasetFile(path)).toEqual(dataset)
  })

  it('is refused, with the problem named, when a reference does not resolve', () => {
    const broken = structuredClone(dataset)
    const game = broken.tournaments[0]?.rounds[0]?.games[0]
    if (game) game.courtIdx = '00000000-0000-4000-8000-000000000000'
    const path = join(folder, 'broken.json')
    writeDatasetFile(path, broken)
    expect(() => readDatasetFile(path)).toThrow(
      /courtIdx 00000000-0000-4000-8000-000000000000 does not exist/,
    )
  })

  it('is refused when it is not JSON or not of the format', () => {
    const notJson = join(folder, 'not.json')
    writeFileSync(notJson, '{ nope')
    expect(() => readDatasetFile(notJson)).toThrow(/cannot read .* as JSON/)
    const wrong = join(folder, 'wrong.json')
    writeFileSync(wrong, JSON.stringify({ format: 'something-else', version: 1 }))
    expect(() => readDatasetFile(wrong)).toThrow(/is not a valid dataset/)
  })
})
