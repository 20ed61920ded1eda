import { bracketFr } from '../../features/bracket/messages.fr'
import { embedFr } from '../../features/embed/messages.fr'
import { scheduleFr } from '../../features/schedule/messages.fr'
import { standingsFr } from '../../features/standings/messages.fr'
import type { LanguageWords } from '../../i18n/locale'

/** French: the words of every catalog translated into it, by catalog name, loaded together by `loadLocale('fr')`. */
export default {
  bracket: bracketFr,
  embed: embedFr,
  schedule: scheduleFr,
  standings: standingsFr,
} satisfies LanguageWords
