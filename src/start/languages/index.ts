import type { LanguageModules } from '../../i18n/locale'

/** Each language's words, one chunk a language, loaded only for a page shown in it. */
export const LANGUAGE_MODULES: LanguageModules = {
  es: () => import('./es'),
  fr: () => import('./fr'),
}
