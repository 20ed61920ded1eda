/**
 * `npm test`: every check CI runs, one stage after another, stopping at the first that fails, then
 * how long each stage took (CI must stay within its 15 minutes on a 2-core machine, issue 32: the
 * table says where the time went when it does not).
 */
import { spawn } from 'node:child_process'

const STAGES: { name: string; command: string }[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'nginx', command: 'npm run test:nginx' },
  { name: 'build', command: 'npm run build' },
  // `npm run e2e` without its build: the stage above made it.
  { name: 'e2e', command: 'npx playwright test' },
]

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
const rows: string[][] = []
let failed = 0
const start = Date.now()
for (const stage of STAGES) {
  if (failed !== 0) {
    rows.push([stage.name, '', 'not run'])
    continue
  }
  const began = Date.now()
  failed = await run(stage.command)
  rows.push([stage.name, seconds(Date.now() - began), failed === 0 ? 'passed' : `failed (exit ${failed})`])
}
rows.push(['total', seconds(Date.now() - start), failed === 0 ? 'passed' : 'failed'])

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
console.log(`\nnpm test, stage by stage:`)
for (const row of rows)
  console.log(`  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padStart(widths[1]!)}  ${row[2]}`)
process.exit(failed)
