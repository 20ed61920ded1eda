import { bracketPt } from '../../components/bracket/messages.pt'
import { estimatePt } from '../../components/games/estimate-messages.pt'
import { handOverPt } from '../../features/connect/hand-over-messages.pt'
import { embedPt } from '../../features/embed/messages.pt'
import { leftOutPt } from '../../components/page/left-out-messages.pt'
import { podiumPt } from '../../components/podium/messages.pt'
import { standingsPt } from '../../components/standings/messages.pt'
import type { EmbedWords } from './words'

/** Portuguese: the words an embed shows, by catalog name, loaded together by `loadLocale('pt')`. */
export default {
  bracket: bracketPt,
  embed: embedPt,
  estimate: estimatePt,
  handOver: handOverPt,
  leftOut: leftOutPt,
  podium: podiumPt,
  standings: standingsPt,
} satisfies EmbedWords
