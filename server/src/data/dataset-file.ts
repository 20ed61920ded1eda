import { readFileSync, writeFileSync } from 'node:fs'
import { findReferenceProblems } from './dataset-references.ts'
import { datasetShapeSchema, type Dataset } from './dataset-schema.ts'

/** The dataset as `--data FILE` accepts it: the shape (dataset-schema.ts), plus every `idx` reference resolving. */
export const datasetSchema = datasetShapeSchema.superRefine((dataset, context) => {
  for (const problem of findReferenceProblems(dataset)) context.addIssue({ code: 'custom', message: problem })
})

/** Reads and checks a dataset file; the error lists what is wrong (at most 20 problems). */
export function readDatasetFile(path: string): Dataset {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`cannot read ${path} as JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const parsed = datasetSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues
    .slice(0, 20)
    .map((issue) => `  ${issue.path.join('.') || '(top)'}: ${issue.message}`)
  const more = parsed.error.issues.length > 20 ? `\n  … and ${parsed.error.issues.length - 20} more` : ''
  throw new Error(`${path} is not a valid dataset:\n${problems.join('\n')}${more}`)
}

/** Writes a dataset, each record's fields in the schema's order (idx first) so the file reads well. */
export function writeDatasetFile(path: string, dataset: Dataset): void {
  writeFileSync(path, `${JSON.stringify(datasetShapeSchema.parse(dataset))}\n`)
}
