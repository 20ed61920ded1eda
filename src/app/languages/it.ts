import { bracketIt } from '../../components/bracket/messages.it'
import { estimateIt } from '../../components/games/estimate-messages.it'
import { handOverIt } from '../../features/connect/hand-over-messages.it'
import { embedIt } from '../../features/embed/messages.it'
import { leftOutIt } from '../../components/page/left-out-messages.it'
import { podiumIt } from '../../components/podium/messages.it'
import { standingsIt } from '../../components/standings/messages.it'
import type { EmbedWords } from './words'

/** Italian: the words an embed shows, by catalog name, loaded together by `loadLocale('it')`. */
export default {
  bracket: bracketIt,
  embed: embedIt,
  estimate: estimateIt,
  handOver: handOverIt,
  leftOut: leftOutIt,
  podium: podiumIt,
  standings: standingsIt,
} satisfies EmbedWords
