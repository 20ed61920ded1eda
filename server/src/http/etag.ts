import { createHash } from 'node:crypto'

/** A strong entity tag of a body: the same bytes give the same tag, any change a new one. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/**
 * Whether `If-None-Match` names the current tag: a list of tags or `*`; compared the weak way, as
 * HTTP asks for this header (a `W/` prefix is ignored).
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
