import type { LanguageModules, LanguageWords } from '../../i18n/locale'

type Words = Promise<{ default: LanguageWords }>

/** The `app` part: the tools' words and every staff page's, two chunks. */
const withStaffWords = (tools: Words, staff: Words): Words =>
  Promise.all([staff, tools]).then(([one, other]) => ({ default: { ...one.default, ...other.default } }))

/**
 * Each language's words, in five chunks a language (what embeds show; a team's page and embed;
 * every staff page and venue screen; the tools: the embed builder, the screen setup, the venue
 * screen, which the `app` part loads with the staff pages' words; the alerts, for someone who
 * follows a team), loaded only for a page shown in it. Adding a language: README, "Adding a
 * language".
 */
export const LANGUAGE_MODULES: LanguageModules = {
  es: {
    embed: () => import('./es'),
    team: () => import('./es-team'),
    staff: () => import('./es-staff'),
    app: () => withStaffWords(import('./es-app'), import('./es-staff')),
    alerts: () => import('./es-alerts'),
  },
  fr: {
    embed: () => import('./fr'),
    team: () => import('./fr-team'),
    staff: () => import('./fr-staff'),
    app: () => withStaffWords(import('./fr-app'), import('./fr-staff')),
    alerts: () => import('./fr-alerts'),
  },
  it: {
    embed: () => import('./it'),
    team: () => import('./it-team'),
    staff: () => import('./it-staff'),
    app: () => withStaffWords(import('./it-app'), import('./it-staff')),
    alerts: () => import('./it-alerts'),
  },
  pt: {
    embed: () => import('./pt'),
    team: () => import('./pt-team'),
    staff: () => import('./pt-staff'),
    app: () => withStaffWords(import('./pt-app'), import('./pt-staff')),
    alerts: () => import('./pt-alerts'),
  },
}
