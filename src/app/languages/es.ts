import { bracketEs } from '../../components/bracket/messages.es'
import { estimateEs } from '../../components/games/estimate-messages.es'
import { handOverEs } from '../../features/connect/hand-over-messages.es'
import { embedEs } from '../../features/embed/messages.es'
import { leftOutEs } from '../../components/page/left-out-messages.es'
import { podiumEs } from '../../components/podium/messages.es'
import { standingsEs } from '../../components/standings/messages.es'
import type { EmbedWords } from './words'

/** Spanish: the words an embed shows, by catalog name, loaded together by `loadLocale('es')`. */
export default {
  bracket: bracketEs,
  embed: embedEs,
  estimate: estimateEs,
  handOver: handOverEs,
  leftOut: leftOutEs,
  podium: podiumEs,
  standings: standingsEs,
} satisfies EmbedWords
