import { bracketFr } from '../../components/bracket/messages.fr'
import { estimateFr } from '../../components/games/estimate-messages.fr'
import { handOverFr } from '../../features/connect/hand-over-messages.fr'
import { embedFr } from '../../features/embed/messages.fr'
import { leftOutFr } from '../../components/page/left-out-messages.fr'
import { podiumFr } from '../../components/podium/messages.fr'
import { standingsFr } from '../../components/standings/messages.fr'
import type { EmbedWords } from './words'

/** French: the words an embed shows, by catalog name, loaded together by `loadLocale('fr')`. */
export default {
  bracket: bracketFr,
  embed: embedFr,
  estimate: estimateFr,
  handOver: handOverFr,
  leftOut: leftOutFr,
  podium: podiumFr,
  standings: standingsFr,
} satisfies EmbedWords
