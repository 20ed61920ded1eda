import { normalizeHex } from '../accent'

const read = new Map<string, string>()

/**
 * A colour of the theme (`--cs-surface`, `--cs-accent`…) as `theme` has it, read from styles.css at
 * run time (once each), so the builder never keeps a copy of the theme; null where no stylesheet
 * says (tests).
 */
export function themeColour(property: `--cs-${string}`, theme: 'light' | 'dark'): string | null {
  const key = `${theme} ${property}`
  const known = read.get(key)
  if (known) return known
  const probe = document.createElement('span')
  probe.hidden = true
  probe.dataset.theme = theme
  document.body.append(probe)
  const colour = normalizeHex(getComputedStyle(probe).getPropertyValue(property))
  probe.remove()
  if (colour) read.set(key, colour)
  return colour
}
