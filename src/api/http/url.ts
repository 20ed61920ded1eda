export type QueryValue = string | number | readonly string[] | null | undefined

/**
 * The request URL for an API path: the base URL's origin, the path, and the query parameters that
 * have a value. Lists (populate) are sent as one comma-separated value without spaces. Nothing else
 * goes into a URL: the token travels in the Authorization header only.
 */
export function buildApiUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): URL {
  const url = new URL(baseUrl + path, baseUrl === '' ? globalThis.location?.href : undefined)
  const parts: string[] = []
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    const text = Array.isArray(value)
      ? value.map((item: string) => encodeURIComponent(item)).join(',')
      : encodeURIComponent(String(value))
    parts.push(`${encodeURIComponent(name)}=${text}`)
  }
  url.search = parts.join('&')
  return url
}

/** A record id as a path segment; an id of only dots would walk up the path, so it is refused. */
export function idSegment(idx: string): string | null {
  if (idx === '' || /^\.+$/.test(idx)) return null
  return encodeURIComponent(idx)
}

/** The origin a base URL points at ("" means the page's own origin). */
export function originOf(baseUrl: string): string {
  return new URL(baseUrl || '/', globalThis.location?.href).origin
}
