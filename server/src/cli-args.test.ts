import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'

const options = (argv: string[], env: Record<string, string> = {}) => {
  const result = parseCliArgs(argv, env)
  if (!result.ok) throw new Error(result.error)
  return result.options
}
const error = (argv: string[]) => {
  const result = parseCliArgs(argv)
  return result.ok ? null : result.error
}

describe('The CLI flags', () => {
  it('default to port 8787 on 127.0.0.1, test environment, generated data, demo controls on', () => {
    expect(options([])).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      environment: 'test',
      dataFile: null,
      exposeEtag: true,
      compression: true,
      simulate: false,
      simulationSpeed: 1,
      demoControls: true,
      help: false,
    })
    expect(options([], { PORT: '9000' })).toMatchObject({ port: 9000 })
  })

  it('listen on loopback unless --host says otherwise, whatever $HOST is; X-Demo-Client-Ip only when asked', () => {
    expect(options([], { HOST: '0.0.0.0' }).host).toBe('127.0.0.1')
    expect(options(['--host', '0.0.0.0']).host).toBe('0.0.0.0')
    expect(options([]).clientIpHeader).toBe(false)
    expect(options(['--client-ip-header']).clientIpHeader).toBe(true)
  })

  it('read every flag, as `--flag value` or `--flag=value`', () => {
    expect(
      options([
        '--port=8790',
        '--environment',
        'live',
        '--data',
        'my.json',
        '--seed',
        '7',
        '--anchor',
        '2025-01-01T10:00:00Z',
        '--rate-window',
        '2',
        '--rate-limit-token',
        '3',
        '--rate-limit-ip=9',
        '--no-expose-etag',
        '--no-compression',
        '--simulate',
        '--simulation-speed',
        '20',
        '--no-demo-controls',
      ]),
    ).toMatchObject({
      port: 8790,
      environment: 'live',
      dataFile: 'my.json',
      seed: 7,
      anchor: '2025-01-01T10:00:00Z',
      rateWindowSeconds: 2,
      rateLimitToken: 3,
      rateLimitIp: 9,
      exposeEtag: false,
      compression: false,
      simulate: true,
      simulationSpeed: 20,
      demoControls: false,
    })
    expect(options(['--write-data', 'out.json']).writeDataFile).toBe('out.json')
    expect(options(['--help']).help).toBe(true)
  })

  it('--simulate-in-time starts the simulation in real time (npm start)', () => {
    expect(options(['--simulate-in-time'])).toMatchObject({ simulate: true, simulateInTime: true })
    expect(options(['--simulate'])).toMatchObject({ simulate: true, simulateInTime: false })
  })

  it('refuse unknown flags, bad values and missing values with a clear message', () => {
    expect(error(['--prot', '1'])).toBe('unknown option "--prot"')
    expect(error(['--port', 'eighty'])).toMatch(/--port must be an integer/)
    expect(error(['--port'])).toBe('--port needs a value')
    expect(error(['--environment', 'staging'])).toMatch(/--environment must be test or live/)
    expect(error(['--rate-window', '0'])).toMatch(/--rate-window must be a positive number/)
    expect(error(['--anchor', 'soon'])).toMatch(/--anchor must be a date-time/)
    expect(error(['--expose-etag', '--no-expose-etag'])).toMatch(/contradict/)
    expect(error(['--compression', '--no-compression'])).toMatch(/contradict/)
  })
})
