import type { RuntimeConfig } from '../config/runtime-config'

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

/** The origin requests to an API address go to ("" is the viewer's own); null when it is not one. */
export function apiOriginOf(address: string, viewerOrigin: string): string | null {
  const normalized = normalizeApiAddress(address)
  if (normalized === null) return null
  return normalized === '' ? viewerOrigin : new URL(normalized).origin
}

/**
 * Whether a link may hand a token over for this API address (`#…&api=`): only to `apiBaseUrl`'s
 * origin or one the deployment lists in `allowedApiOrigins`. Otherwise anyone could send a link
 * that points this viewer, and the next token pasted into it, at a host of their choosing.
 */
export function isAllowedApiAddress(
  address: string,
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'allowedApiOrigins'>,
  viewerOrigin: string,
): boolean {
  const origin = apiOriginOf(address, viewerOrigin)
  if (origin === null) return false
  return origin === apiOriginOf(config.apiBaseUrl, viewerOrigin) || config.allowedApiOrigins.includes(origin)
}
