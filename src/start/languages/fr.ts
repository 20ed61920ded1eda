import { bracketFr } from '../../features/bracket/messages.fr'
import { embedFr } from '../../features/embed/messages.fr'
import { teamFr } from '../../features/team/messages.fr'
import { standingsFr } from '../../features/standings/messages.fr'
import type { LanguageWords } from '../../i18n/locale'

/** French: the words of every catalog translated into it, by catalog name, loaded together by `loadLocale('fr')`. */
export default {
  bracket: bracketFr,
  embed: embedFr,
  team: teamFr,
  standings: standingsFr,
} satisfies LanguageWords
