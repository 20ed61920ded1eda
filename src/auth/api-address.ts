/** The API address as typed: an http(s) URL without trailing slashes, "" for the same origin, or null. */
export function normalizeApiAddress(raw: string): string | null {
  const value = raw.trim().replace(/\/+$/, '')
  if (value === '') return ''
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password || url.search || url.hash) return null
    return value
  } catch {
    return null
  }
}
