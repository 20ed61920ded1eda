/**
 * The proxy's settings, read from environment variables and validated. Every value ends up inside
 * nginx.conf, so each is checked against a strict shape: a quote, `;`, `$` or newline in a setting
 * would otherwise change the config (or, in the token, expand as an nginx variable).
 */
import { readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'

export interface ProxySettings {
  /** scheme://host[:port] of the Read API, no path. */
  upstreamUrl: string
  /** The read token the proxy sends upstream; never written anywhere but upstream-token.conf. */
  token: string
  /** nginx `listen` value: `port`, `address:port` or `[ipv6]:port`. */
  listen: string
  cacheTtlSeconds: number
  /** CSP `frame-ancestors` sources: who may show the viewer in an iframe. */
  frameAncestors: string
  /**
   * Addresses or CIDR ranges of the load balancer or CDN in front: from them, the client address
   * (for the per-client miss limit) is taken from X-Forwarded-For. Empty: the connection's.
   */
  trustedProxies: string[]
  distDir: string
  /** Where the rendered config, cache, temp files, logs, pid and gate socket live. */
  runtimeDir: string
  /** The budget gate's leaky bucket: steady requests per minute, and the burst on top. */
  upstreamRatePerMinute: number
  upstreamBurst: number
  /** Of that rate, what requests for URLs not in the cache may take, all clients together… */
  missRatePerMinute: number
  /** …and one client address (an IPv6 /64). */
  clientMissRatePerMinute: number
  /** Unix user for nginx's workers when the master runs as root; null when not root. */
  nginxUser: string | null
  /** CA bundle that verifies an https upstream (the token is sent there). */
  upstreamCaFile: string
}

/** The contract's per-token ceiling (120 requests per 60 s); the gate must stay inside it. */
export const TOKEN_LIMIT_PER_MINUTE = 120

export const SETTING_DEFAULTS = {
  listen: '127.0.0.1:8080',
  cacheTtlSeconds: 5,
  frameAncestors: "'self'",
  upstreamRatePerMinute: 90,
  upstreamBurst: 20,
  missRatePerMinute: 30,
  clientMissRatePerMinute: 20,
  nginxUser: 'nobody',
  upstreamCaFile: '/etc/ssl/certs/ca-certificates.crt',
} as const

export class ProxySettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Proxy settings are not usable:\n  - ${problems.join('\n  - ')}`)
    this.name = 'ProxySettingsError'
  }
}

// RFC 6750's b64token alphabet: excludes quotes, spaces, ';' and '$'.
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]+$/
// No spaces, quotes, ';', '$', braces or backslashes; the socket path sits unquoted in proxy_pass.
const PATH_SHAPE = /^\/[A-Za-z0-9._/@+~-]*$/
const LISTEN_SHAPE = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9A-Fa-f:]+\]|[A-Za-z0-9.-]+):)?\d{1,5}$/
const FRAME_SOURCE_SHAPE =
  /^(?:'self'|'none'|https?:|(?:https?:\/\/)?(?:\*\.)?[A-Za-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/
// A unix socket path must fit sockaddr_un (108 bytes with its terminator).
const MAX_SOCKET_PATH = 107
// An IPv4 or IPv6 address, with an optional prefix length: what nginx's set_real_ip_from takes.
const TRUSTED_PROXY_SHAPE =
  /^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9A-Fa-f]*:[0-9A-Fa-f:.]*(?:\/\d{1,3})?)$/

type Env = Record<string, string | undefined>

export function readProxySettings(env: Env, repoRoot: string): ProxySettings {
  const problems: string[] = []
  const problem = (message: string): void => void problems.push(message)

  const settings: ProxySettings = {
    upstreamUrl: readUpstreamUrl(env.PROXY_UPSTREAM_URL, problem),
    token: readToken(env, problem),
    listen: env.PROXY_LISTEN ?? SETTING_DEFAULTS.listen,
    cacheTtlSeconds: readInteger(env, 'PROXY_CACHE_TTL', SETTING_DEFAULTS.cacheTtlSeconds, 1, 60, problem),
    frameAncestors: (env.PROXY_FRAME_ANCESTORS ?? SETTING_DEFAULTS.frameAncestors).trim(),
    trustedProxies: (env.PROXY_TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean),
    distDir: resolve(repoRoot, env.PROXY_DIST_DIR ?? 'dist'),
    runtimeDir: env.PROXY_RUNTIME_DIR ?? '',
    upstreamRatePerMinute: readInteger(
      env,
      'PROXY_UPSTREAM_RATE',
      SETTING_DEFAULTS.upstreamRatePerMinute,
      1,
      TOKEN_LIMIT_PER_MINUTE,
      problem,
    ),
    upstreamBurst: readInteger(
      env,
      'PROXY_UPSTREAM_BURST',
      SETTING_DEFAULTS.upstreamBurst,
      0,
      TOKEN_LIMIT_PER_MINUTE,
      problem,
    ),
    missRatePerMinute: readInteger(
      env,
      'PROXY_MISS_RATE',
      SETTING_DEFAULTS.missRatePerMinute,
      1,
      TOKEN_LIMIT_PER_MINUTE,
      problem,
    ),
    clientMissRatePerMinute: readInteger(
      env,
      'PROXY_CLIENT_MISS_RATE',
      SETTING_DEFAULTS.clientMissRatePerMinute,
      1,
      TOKEN_LIMIT_PER_MINUTE,
      problem,
    ),
    nginxUser: isRoot() ? (env.PROXY_NGINX_USER ?? SETTING_DEFAULTS.nginxUser) : null,
    upstreamCaFile: env.PROXY_UPSTREAM_CA_FILE ?? SETTING_DEFAULTS.upstreamCaFile,
  }

  if (!LISTEN_SHAPE.test(settings.listen))
    problem(`PROXY_LISTEN must be a port or address:port, got ${JSON.stringify(settings.listen)}`)
  checkFrameAncestors(settings.frameAncestors, problem)
  const badProxies = settings.trustedProxies.filter((source) => !TRUSTED_PROXY_SHAPE.test(source))
  if (badProxies.length > 0)
    problem(`PROXY_TRUSTED_PROXIES takes addresses and CIDR ranges only, got ${badProxies.join(' ')}`)
  if (!settings.runtimeDir)
    problem('PROXY_RUNTIME_DIR is required (a directory for the config, cache and logs)')
  else checkPath('PROXY_RUNTIME_DIR', settings.runtimeDir, problem)
  if (settings.runtimeDir.length + '/budget.sock'.length > MAX_SOCKET_PATH)
    problem(`PROXY_RUNTIME_DIR is too long for a unix socket path (keep it under 90 characters)`)
  checkPath('PROXY_DIST_DIR', settings.distDir, problem)
  checkPath('PROXY_UPSTREAM_CA_FILE', settings.upstreamCaFile, problem)
  if (settings.nginxUser !== null && !/^[a-z_][a-z0-9_-]*$/.test(settings.nginxUser))
    problem(`PROXY_NGINX_USER must be a plain user name, got ${JSON.stringify(settings.nginxUser)}`)
  // A leaky bucket lets burst + 1 through at once, then the rate: that is the worst 60 s window.
  const worstMinute = settings.upstreamRatePerMinute + settings.upstreamBurst + 1
  if (worstMinute > TOKEN_LIMIT_PER_MINUTE)
    problem(
      `PROXY_UPSTREAM_RATE + PROXY_UPSTREAM_BURST + 1 is ${worstMinute}, over the token's ` +
        `${TOKEN_LIMIT_PER_MINUTE} requests per minute`,
    )

  // Refreshes of the URLs on display keep what misses cannot take; one address cannot take it all.
  if (settings.missRatePerMinute >= settings.upstreamRatePerMinute)
    problem(
      `PROXY_MISS_RATE (${settings.missRatePerMinute}) must be less than PROXY_UPSTREAM_RATE ` +
        `(${settings.upstreamRatePerMinute}): the rest is what refreshes of watched URLs always keep`,
    )
  if (settings.clientMissRatePerMinute >= settings.missRatePerMinute)
    problem(
      `PROXY_CLIENT_MISS_RATE (${settings.clientMissRatePerMinute}) must be less than PROXY_MISS_RATE ` +
        `(${settings.missRatePerMinute}), or one address could take every new URL's turn`,
    )

  if (problems.length > 0) throw new ProxySettingsError(problems)
  return settings
}

function readUpstreamUrl(value: string | undefined, problem: (message: string) => void): string {
  if (!value) {
    problem('PROXY_UPSTREAM_URL is required (the Read API host, e.g. https://api.example.com)')
    return ''
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problem(`PROXY_UPSTREAM_URL is not a URL: ${JSON.stringify(value)}`)
    return ''
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    problem('PROXY_UPSTREAM_URL must be http: or https:')
  if (url.username || url.password) problem('PROXY_UPSTREAM_URL must not carry credentials')
  if (url.pathname !== '/' || url.search || url.hash)
    problem('PROXY_UPSTREAM_URL is host only: paths start with /v1/external and are added by the proxy')
  return `${url.protocol}//${url.host}`
}

function readToken(env: Env, problem: (message: string) => void): string {
  const inline = env.PROXY_API_TOKEN
  const file = env.PROXY_API_TOKEN_FILE
  if (inline && file) {
    problem('Set PROXY_API_TOKEN or PROXY_API_TOKEN_FILE, not both')
    return ''
  }
  let token = inline ?? ''
  if (file) {
    try {
      token = readFileSync(file, 'utf8').trim()
    } catch (error) {
      problem(`PROXY_API_TOKEN_FILE cannot be read: ${(error as Error).message}`)
      return ''
    }
  }
  if (!token) problem('A token is required: PROXY_API_TOKEN, or PROXY_API_TOKEN_FILE naming a file')
  // The message never repeats the token: it may end up in a CI log.
  else if (!TOKEN_SHAPE.test(token))
    problem(
      `The token in ${file ? 'PROXY_API_TOKEN_FILE' : 'PROXY_API_TOKEN'} has characters a bearer token cannot have`,
    )
  return token
}

function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problem: (message: string) => void,
): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    problem(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`)
    return fallback
  }
  return value
}

function checkFrameAncestors(value: string, problem: (message: string) => void): void {
  const sources = value.split(/\s+/).filter(Boolean)
  const bad = sources.filter((source) => !FRAME_SOURCE_SHAPE.test(source))
  if (sources.length === 0) problem("PROXY_FRAME_ANCESTORS is empty; use 'none' to forbid every embedding")
  if (bad.length > 0) problem(`PROXY_FRAME_ANCESTORS has sources CSP does not accept: ${bad.join(' ')}`)
  if (sources.includes("'none'") && sources.length > 1)
    problem("PROXY_FRAME_ANCESTORS: 'none' cannot be combined with other sources")
}

function checkPath(name: string, value: string, problem: (message: string) => void): void {
  if (!isAbsolute(value) || !PATH_SHAPE.test(value))
    problem(
      `${name} must be an absolute path of letters, digits and . _ - / @ + ~, got ${JSON.stringify(value)}`,
    )
}

function isRoot(): boolean {
  return process.getuid?.() === 0
}
