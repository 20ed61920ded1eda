import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8', timeout: 20_000 })

describe('The CLI', () => {
  it('prints its help and exits 0', () => {
    const result = run(['--help'])
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('--rate-limit-token N')
  })

  it('exits non-zero with a clear message on a bad flag, before listening', () => {
    const result = run(['--port', '8799', '--bogus'])
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('unknown option "--bogus"')
    expect(result.stderr).toContain('--help')
  })
})
