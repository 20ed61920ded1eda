import { teamPt } from '../../components/team/messages.pt'
import type { TeamWords } from './words'

/** Portuguese: the words of a team's page and embed, by catalog name (a round embed loads none of them). */
export default {
  team: teamPt,
} satisfies TeamWords
