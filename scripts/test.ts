/**
 * `npm test`: every check CI runs, stopping at the first stage that fails, then how long each check
 * took (CI must stay within its 15 minutes on a 2-core machine, issue 32: the table says where the
 * time went when it does not). Checks in one stage run side by side: lint and the type check are
 * each one process on one core, and the proxy's tests mostly wait on nginx, so the three together
 * took 69 s where lint alone takes 61 and the proxy's tests 52 (2-core machine, 8 December 2026).
 */
import { spawn } from 'node:child_process'

interface Check {
  name: string
  command: string
}

const STAGES: Check[][] = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
    // Mostly waiting on nginx's cache timers: 52 s, of which 17 s of CPU.
    { name: 'nginx', command: 'npm run test:nginx' },
  ],
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'build', command: 'npm run build' }],
  // `npm run e2e` without its build: the stage above made it.
  [{ name: 'e2e', command: 'npx playwright test' }],
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
    for (const check of stage) rows.push([check.name, '', 'not run'])
    continue
  }
  const alongside = (check: Check) =>
    stage.length > 1
      ? `, alongside ${stage
          .filter((other) => other !== check)
          .map((other) => other.name)
          .join(', ')}`
      : ''
  const results = await Promise.all(
    stage.map(async (check) => {
      const began = Date.now()
      const code = await run(check.command)
      return { check, code, took: Date.now() - began }
    }),
  )
  for (const { check, code, took } of results) {
    rows.push([
      check.name,
      seconds(took),
      `${code === 0 ? 'passed' : `failed (exit ${code})`}${alongside(check)}`,
    ])
    if (failed === 0 && code !== 0) failed = code
  }
}
rows.push(['total', seconds(Date.now() - start), failed === 0 ? 'passed' : 'failed'])

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
console.log(`\nnpm test, stage by stage:`)
for (const row of rows)
  console.log(`  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padStart(widths[1]!)}  ${row[2]}`)
process.exit(failed)
