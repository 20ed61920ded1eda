/** An organizer's colour (`#1f4e9c`) for a style attribute, or null when it is not a hex colour. */
export function safeHexColor(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed) ? trimmed : null
}
