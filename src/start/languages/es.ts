import { bracketEs } from '../../features/bracket/messages.es'
import { embedEs } from '../../features/embed/messages.es'
import { scheduleEs } from '../../features/schedule/messages.es'
import { standingsEs } from '../../features/standings/messages.es'
import type { LanguageWords } from '../../i18n/locale'

/** Spanish: the words of every catalog translated into it, by catalog name, loaded together by `loadLocale('es')`. */
export default {
  bracket: bracketEs,
  embed: embedEs,
  schedule: scheduleEs,
  standings: standingsEs,
} satisfies LanguageWords
