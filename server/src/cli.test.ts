import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
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

  it('listens on 127.0.0.1 by default, even when $HOST names every interface', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], {
      env: { ...process.env, HOST: '0.0.0.0' },
    })
    try {
      let output = ''
      child.stdout.setEncoding('utf8')
      child.stdout.on('data', (chunk: string) => (output += chunk))
      const listening = new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const address = /Demo API on (\S+)/.exec(output)?.[1]
          if (address) resolve(address)
        })
        child.once('exit', (code) => reject(new Error(`the CLI exited (${code}) before listening`)))
      })
      expect(await listening).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    } finally {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    }
  }, 30_000)
})
