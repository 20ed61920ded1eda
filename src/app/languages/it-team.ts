import { teamIt } from '../../components/team/messages.it'
import type { TeamWords } from './words'

/** Italian: the words of a team's page and embed, by catalog name (a round embed loads none of them). */
export default {
  team: teamIt,
} satisfies TeamWords
