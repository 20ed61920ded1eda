import type { Environment } from './auth/token-store.ts'

export interface CliOptions {
  port: number
  host: string
  environment: Environment
  dataFile: string | null
  writeDataFile: string | null
  seed: number | null
  anchor: string | null
  rateWindowSeconds: number | null
  rateLimitToken: number | null
  rateLimitIp: number | null
  exposeEtag: boolean
  compression: boolean
  simulate: boolean
  simulationSpeed: number
  /** The simulation plays in real time (`--simulate-in-time`), not an event every so often. */
  simulateInTime: boolean
  demoControls: boolean
  clientIpHeader: boolean
  help: boolean
}

export const HELP_TEXT = `Courtside demo API: the Tournament Results Read API with demo data.

Usage: npx tsx server/src/cli.ts [options]      (npm run api -- [options])

  --port N                 port to listen on (default: $PORT or 8787)
  --host NAME              address to listen on (default: 127.0.0.1, this machine only;
                           0.0.0.0 lets other machines mint tokens and inject faults too)
  --environment test|live  which tokens the server accepts (default: test)
  --data FILE              serve this dataset file (see server/README.md) instead of generated data
  --write-data FILE        write the generated dataset to FILE and exit
  --seed N                 generator seed (default: 20250614)
  --anchor DATE-TIME       the generated data's "now" (default: the current time)
  --rate-window SECONDS    rate-limit window (default: 60)
  --rate-limit-token N     requests per token per window (default: 120)
  --rate-limit-ip N        requests per client address per window (default: 300)
  --expose-etag            let browsers on other origins read ETag (default)
  --no-expose-etag         do not expose ETag through CORS
  --compression            send answers in br or gzip to clients that take it (default)
  --no-compression         send every answer uncompressed
  --simulate               start the live simulation
  --simulation-speed X     simulation events per 10 seconds (default: 1)
  --simulate-in-time       start the live simulation in real time: games start at their printed
                           time or when their court is free, and last as long as real games
  --no-demo-controls       turn off /_demo/ (except /_demo/health)
  --client-ip-header       let the X-Demo-Client-Ip header name the client's address (tests)
  --help                   show this text
`

type Result = { ok: true; options: CliOptions } | { ok: false; error: string }

const VALUE_FLAGS = new Set([
  '--port',
  '--host',
  '--environment',
  '--data',
  '--write-data',
  '--seed',
  '--anchor',
  '--rate-window',
  '--rate-limit-token',
  '--rate-limit-ip',
  '--simulation-speed',
])
const SWITCHES = new Set([
  '--expose-etag',
  '--no-expose-etag',
  '--compression',
  '--no-compression',
  '--simulate',
  '--simulate-in-time',
  '--no-demo-controls',
  '--client-ip-header',
  '--help',
  '-h',
])

/** Reads the command line (`--flag value` or `--flag=value`); anything unknown or invalid is an error. */
export function parseCliArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): Result {
  const values = new Map<string, string>()
  const switches = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg) : [arg, undefined]
    if (SWITCHES.has(flag) && inline === undefined) {
      switches.add(flag)
    } else if (VALUE_FLAGS.has(flag)) {
      const value = inline ?? argv[++i]
      if (value === undefined || value === '') return { ok: false, error: `${flag} needs a value` }
      values.set(flag, value)
    } else {
      return { ok: false, error: `unknown option "${arg}"` }
    }
  }
  const errors: string[] = []
  const integer = (flag: string, fallback: string | undefined, min: number, max: number): number | null => {
    const text = values.get(flag) ?? fallback
    if (text === undefined) return null
    const number = Number(text)
    if (!/^\d+$/.test(text) || number < min || number > max) {
      errors.push(`${flag} must be an integer from ${min} to ${max}, not "${text}"`)
      return null
    }
    return number
  }
  const positive = (flag: string): number | null => {
    const text = values.get(flag)
    if (text === undefined) return null
    const number = Number(text)
    if (!Number.isFinite(number) || number <= 0)
      errors.push(`${flag} must be a positive number, not "${text}"`)
    return number
  }
  const environment = values.get('--environment') ?? 'test'
  if (environment !== 'test' && environment !== 'live')
    errors.push(`--environment must be test or live, not "${environment}"`)
  const anchor = values.get('--anchor') ?? null
  if (anchor !== null && Number.isNaN(Date.parse(anchor)))
    errors.push(`--anchor must be a date-time, not "${anchor}"`)
  if (switches.has('--expose-etag') && switches.has('--no-expose-etag')) {
    errors.push('--expose-etag and --no-expose-etag contradict each other')
  }
  if (switches.has('--compression') && switches.has('--no-compression')) {
    errors.push('--compression and --no-compression contradict each other')
  }
  if (values.has('--data') && values.has('--write-data'))
    errors.push('--data and --write-data do not go together')
  const options: CliOptions = {
    port: integer('--port', env.PORT, 0, 65_535) ?? 8787,
    // Never $HOST: many shells and containers set it, and the controls must not leave loopback unasked.
    host: values.get('--host') ?? '127.0.0.1',
    environment: environment === 'live' ? 'live' : 'test',
    dataFile: values.get('--data') ?? null,
    writeDataFile: values.get('--write-data') ?? null,
    seed: integer('--seed', undefined, 0, 2 ** 32 - 1),
    anchor,
    rateWindowSeconds: positive('--rate-window'),
    rateLimitToken: integer('--rate-limit-token', undefined, 1, 1_000_000),
    rateLimitIp: integer('--rate-limit-ip', undefined, 1, 1_000_000),
    exposeEtag: !switches.has('--no-expose-etag'),
    compression: !switches.has('--no-compression'),
    simulate: switches.has('--simulate') || switches.has('--simulate-in-time'),
    simulationSpeed: positive('--simulation-speed') ?? 1,
    simulateInTime: switches.has('--simulate-in-time'),
    demoControls: !switches.has('--no-demo-controls'),
    clientIpHeader: switches.has('--client-ip-header'),
    help: switches.has('--help') || switches.has('-h'),
  }
  return errors.length > 0 ? { ok: false, error: errors.join('\n') } : { ok: true, options }
}

function splitOnce(arg: string): [string, string] {
  const at = arg.indexOf('=')
  return [arg.slice(0, at), arg.slice(at + 1)]
}
