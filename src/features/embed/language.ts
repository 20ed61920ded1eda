import { isLocale, type Locale } from '../../i18n/locale'
import type { EmbedLanguage } from './embed-options'

/** The embed's language: the one the link names, else the visitor's first the viewer speaks, else English. */
export function embedLocale(language: EmbedLanguage, preferred: readonly string[]): Locale {
  if (language !== 'auto') return language
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return 'en'
}
