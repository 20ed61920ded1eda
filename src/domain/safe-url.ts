/**
 * Organizer-typed URLs (banners, avatars, logos, websites) may hold `javascript:` or `data:`.
 * Only absolute http(s) URLs may reach `href` or `src`; anything else is dropped (null).
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
}
