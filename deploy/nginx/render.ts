/**
 * Renders nginx.conf.template with validated settings into the runtime directory, next to the
 * token include (mode 0600) and the cache, temp and log directories nginx writes to.
 *
 * As a command (`npx tsx deploy/nginx/render.ts`), it reads the PROXY_* environment variables and
 * prints how to start nginx with the result; see deploy/nginx/README.md.
 */
import { execFileSync } from 'node:child_process'
import { chmod, chown, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CONTENT_SECURITY_POLICY } from '../../src/config/security-headers.ts'
import { queryMaps } from './query-rules.ts'
import { type ProxySettings, ProxySettingsError, readProxySettings } from './settings.ts'

const here = dirname(fileURLToPath(import.meta.url))
export const TEMPLATE_FILE = join(here, 'nginx.conf.template')
export const CONFIG_FILE_NAME = 'nginx.conf'

/** The directories nginx's workers write to; chowned to the worker user when running as root. */
const WRITABLE_DIRS = ['cache', 'temp']

/**
 * The app's own policy (src/config/security-headers.ts, also in dist/index.html as a <meta>), with
 * what only this deployment knows: the API is on the same origin. `frame-ancestors` (which works
 * only as a header) is added by nginx.conf per path: the embed sites for /embed/, 'self' elsewhere.
 */
export function contentSecurityPolicy(): string {
  const directives = CONTENT_SECURITY_POLICY.split(';')
    .map((directive) => directive.trim())
    .filter((directive) => !/^(connect-src|frame-ancestors)\b/.test(directive))
  return nginxString([...directives, "connect-src 'self'"].join('; '))
}

/** A value that goes inside a double-quoted nginx string, where `"`, `$` or `\` would be misread. */
function nginxString(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`A value nginx would misread: ${value}`)
  return value
}

/** A leaky bucket's burst: half a minute's rate, so a full bucket empties in 30 s. */
function halfOf(ratePerMinute: number): string {
  return String(Math.floor(ratePerMinute / 2))
}

export function renderTemplate(template: string, settings: ProxySettings, nginxGroup: string | null): string {
  const values: Record<string, string> = {
    USER_DIRECTIVE:
      settings.nginxUser === null
        ? '# Not started as root: workers run as the current user, no "user" directive.'
        : `user ${settings.nginxUser} ${nginxGroup ?? settings.nginxUser};`,
    RUNTIME_DIR: settings.runtimeDir,
    DIST_DIR: settings.distDir,
    LISTEN: settings.listen,
    CACHE_TTL: String(settings.cacheTtlSeconds),
    CONTENT_SECURITY_POLICY: contentSecurityPolicy(),
    FRAME_ANCESTORS: nginxString(settings.frameAncestors),
    UPSTREAM_URL: settings.upstreamUrl,
    // Whole requests per minute only: rounding down keeps the interval at or above the TTL.
    PER_URL_RATE: String(Math.floor(60 / settings.cacheTtlSeconds)),
    UPSTREAM_RATE: String(settings.upstreamRatePerMinute),
    UPSTREAM_BURST: String(settings.upstreamBurst),
    MISS_RATE: String(settings.missRatePerMinute),
    MISS_BURST: halfOf(settings.missRatePerMinute),
    CLIENT_MISS_RATE: String(settings.clientMissRatePerMinute),
    CLIENT_MISS_BURST: halfOf(settings.clientMissRatePerMinute),
    QUERY_MAPS: queryMaps(),
    REAL_IP: realIp(settings.trustedProxies),
    UPSTREAM_TLS: settings.upstreamUrl.startsWith('https:') ? upstreamTls(settings.upstreamCaFile) : '',
  }
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`nginx.conf.template has an unknown placeholder {{${name}}}`)
    return value
  })
}

/** Behind a load balancer or CDN, the client is the last address in X-Forwarded-For not theirs. */
function realIp(trustedProxies: readonly string[]): string {
  if (trustedProxies.length === 0)
    return "        # No PROXY_TRUSTED_PROXIES: the client is the connection's address."
  return [
    ...trustedProxies.map((source) => `        set_real_ip_from ${source};`),
    '        real_ip_header X-Forwarded-For;',
    '        real_ip_recursive on;',
  ].join('\n')
}

/** The token goes to a real API over the internet: verify who we are talking to. */
function upstreamTls(caFile: string): string {
  return [
    '            proxy_ssl_server_name on;',
    '            proxy_ssl_verify on;',
    '            proxy_ssl_verify_depth 3;',
    `            proxy_ssl_trusted_certificate "${caFile}";`,
    '            proxy_ssl_protocols TLSv1.2 TLSv1.3;',
  ].join('\n')
}

/** Writes the runtime directory; returns the path of the rendered nginx.conf. */
export async function renderProxyConfig(settings: ProxySettings): Promise<string> {
  const { runtimeDir } = settings
  await mkdir(join(runtimeDir, 'logs'), { recursive: true })
  for (const dir of WRITABLE_DIRS) await mkdir(join(runtimeDir, dir), { recursive: true })
  // Workers reach the gate socket and the cache through this directory; the token file stays 0600.
  await chmod(runtimeDir, 0o755)

  let group: string | null = null
  if (settings.nginxUser !== null) {
    const ids = workerIds(settings.nginxUser)
    group = ids.group
    for (const dir of WRITABLE_DIRS) await chown(join(runtimeDir, dir), ids.uid, ids.gid)
  }

  const template = await readFile(TEMPLATE_FILE, 'utf8')
  const configFile = join(runtimeDir, CONFIG_FILE_NAME)
  await writeFile(configFile, renderTemplate(template, settings, group), { mode: 0o644 })
  // Read by nginx's master process (root or the current user) at start-up, never by workers.
  const tokenFile = join(runtimeDir, 'upstream-token.conf')
  await writeFile(tokenFile, `proxy_set_header Authorization "Bearer ${settings.token}";\n`, { mode: 0o600 })
  await chmod(tokenFile, 0o600)
  return configFile
}

function workerIds(user: string): { uid: number; gid: number; group: string } {
  const id = (flag: string): string => execFileSync('id', [flag, user], { encoding: 'utf8' }).trim()
  try {
    return { uid: Number(id('-u')), gid: Number(id('-g')), group: id('-gn') }
  } catch {
    throw new ProxySettingsError([`PROXY_NGINX_USER names no user on this machine: ${user}`])
  }
}

async function main(): Promise<void> {
  const repoRoot = join(here, '..', '..')
  try {
    const settings = readProxySettings(process.env, repoRoot)
    const configFile = await renderProxyConfig(settings)
    console.log(`Rendered ${configFile}`)
    console.log(`Start:  nginx -p ${settings.runtimeDir}/ -c ${CONFIG_FILE_NAME} -e stderr`)
    console.log(`Reload: nginx -p ${settings.runtimeDir}/ -c ${CONFIG_FILE_NAME} -e stderr -s reload`)
  } catch (error) {
    console.error(error instanceof ProxySettingsError ? error.message : error)
    process.exitCode = 1
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
