import { bracketEs } from '../../features/bracket/messages.es'
import { embedEs } from '../../features/embed/messages.es'
import { teamEs } from '../../features/team/messages.es'
import { standingsEs } from '../../features/standings/messages.es'
import type { LanguageWords } from '../../i18n/locale'

/** Spanish: the words of every catalog translated into it, by catalog name, loaded together by `loadLocale('es')`. */
export default {
  bracket: bracketEs,
  embed: embedEs,
  team: teamEs,
  standings: standingsEs,
} satisfies LanguageWords
