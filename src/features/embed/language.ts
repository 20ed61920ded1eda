import { chooseLocale } from '../../i18n/choose-locale'
import type { Locale } from '../../i18n/locale'
import type { EmbedLanguage } from './embed-options'

/**
 * The embed's language: the one the link names, else the visitor's first the viewer speaks, else
 * English. Never a choice kept on the device: that is the staff's, and an embed reads no storage.
 */
export function embedLocale(language: EmbedLanguage, preferred: readonly string[]): Locale {
  return chooseLocale([language], preferred)
}
