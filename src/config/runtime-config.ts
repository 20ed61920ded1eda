import * as z from 'zod/mini'

/**
 * Deployment settings read from `/config.json` at start-up, so that one build serves any
 * deployment. Every key is optional; a missing, malformed or partly wrong file falls back
 * to the defaults key by key, with a console warning, and the app still starts.
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

const fields = {
  /** Base URL of the Read API (host only; paths start with /v1/external). "" = same origin. */
  apiBaseUrl: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || isHttpUrl(value),
        'must be an http(s) URL, or "" for the same origin',
      ),
    ),
    z.transform((value: string) => value.replace(/\/+$/, '')),
  ),
  /** "user": staff paste a token. "proxy": the public-display proxy holds it; the app asks for none. */
  tokenMode: z.enum(['user', 'proxy']),
  /**
   * The API origins a link's `#…&api=` may name, besides `apiBaseUrl`'s, which is always allowed.
   * A hand-over naming any other is refused (src/auth/api-address.ts, decision 0204).
   */
  allowedApiOrigins: z.pipe(
    z.array(
      z
        .string()
        .check(
          z.refine(
            (value) => httpOrigin(value.trim()) !== null,
            'must list http(s) origins only, such as "https://api.example.com"',
          ),
        ),
    ),
    z.transform((values: string[]) => values.map((value) => httpOrigin(value.trim()) ?? value)),
  ),
  /** A token the connect page offers with one click. For demo deployments only. */
  demoToken: z.nullable(z.string().check(z.trim(), z.minLength(1))),
} satisfies Record<string, z.ZodMiniType>

export type RuntimeConfig = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> }

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
  const config: Record<string, unknown> = { ...defaultRuntimeConfig }
  const problems: string[] = []
  for (const key of configKeys) {
    if (!(key in input)) continue
    const result = fields[key].safeParse(input[key])
    if (result.success) config[key] = result.data
    else problems.push(`"${key}" ${result.error.issues[0]?.message ?? 'is invalid'}; using the default`)
  }
  for (const key of Object.keys(input)) {
    if (!(configKeys as string[]).includes(key)) problems.push(`unknown key "${key}" ignored`)
  }
  return { config: config as RuntimeConfig, problems }
}

export async function loadRuntimeConfig(
  url: string,
  fetchConfig: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let raw: unknown
  try {
    const response = await fetchConfig(url, { cache: 'no-cache' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    raw = await response.json()
  } catch (error) {
    console.warn(
      `Courtside: could not read ${url} (${error instanceof Error ? error.message : String(error)}); using the default configuration.`,
    )
    return { ...defaultRuntimeConfig }
  }
  const { config, problems } = parseRuntimeConfig(raw)
  for (const problem of problems) console.warn(`Courtside: ${url}: ${problem}.`)
  return config
}
