/**
 * Deployment settings read from `/config.json` at start-up, so that one build serves any
 * deployment. Every key is optional; a partly wrong file falls back to the defaults key by key,
 * with a console warning, and the app still starts. A file that cannot be read at all (missing,
 * unreachable, not a JSON object) says nothing about where the API is: a built viewer then says
 * so and waits for it (src/app/config-unreadable/, decision 0206), and only the dev server takes
 * the defaults.
 * The keys are documented in README.md ("Configuration").
 */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** An http(s) origin as written in config.json: scheme, host and port, nothing after them. */
function httpOrigin(value: string): string | null {
  if (!isHttpUrl(value)) return null
  const url = new URL(value)
  const rest = url.pathname + url.search + url.hash
  return url.username || url.password || (rest !== '/' && rest !== '') ? null : url.origin
}

export interface RuntimeConfig {
  /** Base URL of the Read API (host only; paths start with /v1/external). "" = same origin. */
  apiBaseUrl: string
  /** "user": staff paste a token. "proxy": the public-display proxy holds it; the app asks for none. */
  tokenMode: 'user' | 'proxy'
  /**
   * The API origins a link's `#…&api=` may name, besides `apiBaseUrl`'s, which is always allowed.
   * A hand-over naming any other is refused (src/auth/api-address.ts, decision 0204).
   */
  allowedApiOrigins: string[]
  /** A token the connect page offers with one click. For demo deployments only. */
  demoToken: string | null
}

/** A key's check: the value to use, or what is wrong with the one given. */
type Field<T> = (value: unknown) => { value: T } | { problem: string }

/**
 * Checked by hand, not with zod: this runs before anything else on every page, and building zod
 * schemas for it cost a phone more than checking four values (decision record 0520).
 */
const fields: { [K in keyof RuntimeConfig]: Field<RuntimeConfig[K]> } = {
  apiBaseUrl: (value) => {
    const url = typeof value === 'string' ? value.trim() : null
    return url !== null && (url === '' || isHttpUrl(url))
      ? { value: url.replace(/\/+$/, '') }
      : { problem: 'must be an http(s) URL, or "" for the same origin' }
  },
  tokenMode: (value) =>
    value === 'user' || value === 'proxy' ? { value } : { problem: 'must be "user" or "proxy"' },
  allowedApiOrigins: (value) => {
    const problem = 'must list http(s) origins only, such as "https://api.example.com"'
    if (!Array.isArray(value)) return { problem }
    const origins = value.map((each) => (typeof each === 'string' ? httpOrigin(each.trim()) : null))
    return origins.every((origin) => origin !== null) ? { value: origins } : { problem }
  },
  demoToken: (value) => {
    const token = typeof value === 'string' ? value.trim() : null
    return value === null || token ? { value: token } : { problem: 'must be a token, or null' }
  },
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:8787',
  tokenMode: 'user',
  allowedApiOrigins: [],
  demoToken: null,
}

const configKeys = Object.keys(fields) as (keyof RuntimeConfig)[]

/** Validates a parsed config document key by key; unknown keys and bad values are reported. */
export function parseRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config: { ...defaultRuntimeConfig }, problems: ['config.json is not a JSON object'] }
  }
  const input = raw as Record<string, unknown>
  const config: RuntimeConfig = { ...defaultRuntimeConfig }
  const problems: string[] = []
  const take = <K extends keyof RuntimeConfig>(key: K) => {
    const result = fields[key](input[key])
    if ('value' in result) config[key] = result.value
    else problems.push(`"${key}" ${result.problem}; using the default`)
  }
  for (const key of configKeys) if (key in input) take(key)
  for (const key of Object.keys(input)) {
    if (!(configKeys as string[]).includes(key)) problems.push(`unknown key "${key}" ignored`)
  }
  return { config, problems }
}

export interface LoadOptions {
  fetchConfig?: typeof fetch
  /** What to use when the file cannot be read: null in a built viewer, the defaults on the dev server. */
  whenUnreadable?: RuntimeConfig | null
}

/** config.json as the deployment wrote it, key by key; `whenUnreadable` when it cannot be read. */
export async function loadRuntimeConfig(
  url: string,
  { fetchConfig = fetch, whenUnreadable = null }: LoadOptions = {},
): Promise<RuntimeConfig | null> {
  const unreadable = (why: string) => {
    console.warn(
      `Courtside: could not read ${url} (${why}); ${whenUnreadable ? 'using the default configuration' : 'the viewer cannot start without it'}.`,
    )
    return whenUnreadable && { ...whenUnreadable }
  }
  let raw: unknown
  try {
    const response = await fetchConfig(url, { cache: 'no-cache' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    raw = await response.json()
  } catch (error) {
    return unreadable(error instanceof Error ? error.message : String(error))
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return unreadable('not a JSON object')
  const { config, problems } = parseRuntimeConfig(raw)
  for (const problem of problems) console.warn(`Courtside: ${url}: ${problem}.`)
  return config
}
