/**
 * Turns an API enum value into words: `IN_PROGRESS` → "In progress". Used for values the app has no
 * translation for, including ones the contract does not list yet, which are shown rather than hidden.
 */
export function humanizeEnum(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Looks the value up in a table of known labels; an unknown value is humanized, never dropped. */
export function enumLabel(value: string, known: Partial<Record<string, string>>): string {
  return known[value] ?? humanizeEnum(value)
}
