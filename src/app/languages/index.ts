import type { LanguageModules } from '../../i18n/locale'

/**
 * Each language's words, in four chunks a language (what embeds show; a team's page and embed;
 * the rest of the viewer; the alerts, for someone who follows a team), loaded only for a page
 * shown in it. Adding a language: README, "Adding a language".
 */
export const LANGUAGE_MODULES: LanguageModules = {
  es: {
    embed: () => import('./es'),
    team: () => import('./es-team'),
    app: () => import('./es-app'),
    alerts: () => import('./es-alerts'),
  },
  fr: {
    embed: () => import('./fr'),
    team: () => import('./fr-team'),
    app: () => import('./fr-app'),
    alerts: () => import('./fr-alerts'),
  },
  it: {
    embed: () => import('./it'),
    team: () => import('./it-team'),
    app: () => import('./it-app'),
    alerts: () => import('./it-alerts'),
  },
  pt: {
    embed: () => import('./pt'),
    team: () => import('./pt-team'),
    app: () => import('./pt-app'),
    alerts: () => import('./pt-alerts'),
  },
}
