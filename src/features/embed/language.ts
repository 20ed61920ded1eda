import { isLocale, loadLocale, type Locale, type WordsPart } from '../../i18n/locale'
import type { EmbedLanguage } from './embed-options'

/**
 * The embed's language: the one the link names, else the visitor's first the viewer speaks, else
 * English. Never a choice kept on the device: that is the staff's, and an embed reads no storage.
 * (i18n/choose-locale.ts does the same for staff pages; kept apart, it stays out of an embed's
 * first load.)
 */
export function embedLocale(language: EmbedLanguage, preferred: readonly string[]): Locale {
  if (language !== 'auto') return language
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return 'en'
}

/**
 * Loads the `parts` of the embed's language's words, for a route's loader: every embed's (`embed`,
 * by the embed layout), and a team's (`team`, by the team embed alongside its data).
 */
export function loadEmbedWords(language: EmbedLanguage, parts: readonly WordsPart[]): Promise<unknown> {
  return loadLocale(embedLocale(language, navigator.languages ?? []), parts)
}
