import type { LanguageModules } from '../../i18n/locale'

/**
 * Each language's words, in two chunks a language (what embeds show; the rest of the viewer),
 * loaded only for a page shown in it. Adding a language: README, "Adding a language".
 */
export const LANGUAGE_MODULES: LanguageModules = {
  es: { embed: () => import('./es'), app: () => import('./es-app') },
  fr: { embed: () => import('./fr'), app: () => import('./fr-app') },
  it: { embed: () => import('./it'), app: () => import('./it-app') },
  pt: { embed: () => import('./pt'), app: () => import('./pt-app') },
}
