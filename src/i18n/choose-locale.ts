import { isLocale, type Locale } from './locale'

/**
 * The language of a page: the first of `chosen` that is a language of the viewer (a link's `lang=`,
 * then the choice kept on the device, as the page allows them), else the first of the browser's
 * languages (`navigator.languages`) the viewer speaks, by its base (`es-MX` is `es`), else English.
 * Anything unknown or malformed is passed over, never an error.
 */
export function chooseLocale(chosen: readonly unknown[], preferred: readonly unknown[]): Locale {
  for (const value of chosen) if (isLocale(value)) return value
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return 'en'
}
